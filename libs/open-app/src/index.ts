// Public face of @share/open-app: environment detection (server and browser), and opening the app
// at the page's item (a launch strategy per environment, safely built launch URLs, WeChat's open
// tag, the guide where nothing can launch, a tracking event per launch). Nothing here touches
// window at import.

export { detectEnvironment, isDesktopAgent } from './lib/environment';

export { WX_OPEN_TAG_LIST } from './lib/constants';
export type { AppLaunchConfig } from './lib/launch-url';
export type { AppOpenParams } from './lib/app-open-query';
export { appInfoLaunch } from './lib/app-info-launch';
export { appOpenParamsOf } from './lib/app-open-params';
export type { OpenableItem } from './lib/app-open-params';
export { markWxOpenTagReady } from './lib/wx-open-tag-ready';
export { EMPTY_LAUNCH_CONFIG, OpenAppProvider, useOpenApp } from './lib/use-open-app';
export { useAppPrompt } from './lib/use-app-prompt';
export { useRecordPage } from './lib/use-record-page';
export { DeferredLinkProvider, useFunnelView } from './lib/deferred-link';
export type { DeferredLinkServices } from './lib/deferred-link';
