// Which way the app is opened in each environment (issue 13).
import type { ClientEnvironment } from './environment';
import { intentUrl, schemeUrl, universalLinkUrl, type AppLaunchConfig, type AppOpenParams } from './launch-url';

export type LaunchStrategy =
  /** The platform's own client: already in the app, nothing to open. */
  | 'none'
  /** Mini-program web-view: no launch; the dialog only closes. */
  | 'mini-program'
  /** WeChat: the JS-SDK open tag over the button; the guide until it is ready. */
  | 'wechat-open-tag'
  /** QQ, Weibo: the open-in-browser guide. */
  | 'guide'
  /** iOS: the Universal Link. */
  | 'universal-link'
  /** Android Chrome family: an intent URL with the download page as browser fallback. */
  | 'intent'
  /** Other Android browsers (and iOS without a Universal Link): the scheme, then the download page if the page stays visible. */
  | 'scheme'
  /** Desktop and unknown agents: the download page. */
  | 'download';

export function chooseStrategy(env: ClientEnvironment, config: AppLaunchConfig): LaunchStrategy {
  if (env.isOwnClient) return 'none';
  if (env.isMiniProgram) return 'mini-program';
  if (env.isWeChat) return config.wxOpenAppId ? 'wechat-open-tag' : 'guide';
  if (env.blocksSchemes) return 'guide';
  if (env.isIOS) return config.universalLinkBase ? 'universal-link' : 'scheme';
  if (env.isAndroid) return env.isChromeFamily && config.androidPackage ? 'intent' : 'scheme';
  return 'download';
}

/** A launch to perform: where to go first, and where to go when the app does not open. */
export interface LaunchPlan {
  strategy: LaunchStrategy;
  /** The scheme, intent or Universal Link URL; null when nothing is navigated to. */
  url: string | null;
  downloadUrl: string | null;
}

export function launchPlan(strategy: LaunchStrategy, config: AppLaunchConfig, params: AppOpenParams): LaunchPlan {
  const downloadUrl = config.downloadUrl;
  switch (strategy) {
    case 'universal-link':
      return { strategy, url: universalLinkUrl(config, params), downloadUrl };
    case 'intent':
      return { strategy, url: intentUrl(config, params), downloadUrl };
    case 'scheme':
      return { strategy, url: schemeUrl(config, params), downloadUrl };
    case 'download':
      return { strategy, url: downloadUrl, downloadUrl };
    default:
      return { strategy, url: null, downloadUrl };
  }
}
