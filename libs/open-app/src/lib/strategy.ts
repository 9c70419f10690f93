// Which way the app is opened in each environment (issue 13).
import type { ClientEnvironment } from './environment';
import type { AppLaunchConfig } from './launch-url';

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
