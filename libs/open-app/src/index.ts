// Public face of @share/open-app: environment detection (server and browser), the launch strategy
// per environment, the launch URLs, and the React hook the banner, dialogs and prompts use.
// Nothing here touches window at import.

export { detectEnvironment, isDesktopAgent, OWN_CLIENT_UA_MARK } from './lib/environment';
export type { ClientEnvironment } from './lib/environment';

export { OPEN_APP_BEHAVIOR, OPEN_APP_FALLBACK_MS, WX_OPEN_TAG_LIST, DEFAULT_APP_SCHEME } from './lib/constants';
export { appOpenQuery, httpUrl, intentUrl, isValidAndroidPackage, isValidScheme, schemeUrl, universalLinkUrl, wxExtinfo } from './lib/launch-url';
export type { AppLaunchConfig, AppOpenParams } from './lib/launch-url';
export { appOpenParamsOf } from './lib/app-open-params';
export type { OpenableItem } from './lib/app-open-params';
export { chooseStrategy, launchPlan } from './lib/strategy';
export type { LaunchPlan, LaunchStrategy } from './lib/strategy';
export { launchApp } from './lib/launch';
export type { LaunchResult, LaunchRuntime } from './lib/launch';
export { markWxOpenTagReady } from './lib/wx-open-tag-ready';
export { EMPTY_LAUNCH_CONFIG, OpenAppProvider, useOpenApp } from './lib/use-open-app';
export type { OpenApp, OpenAppBrand, OpenAppProviderProps, OpenAppSource } from './lib/use-open-app';
