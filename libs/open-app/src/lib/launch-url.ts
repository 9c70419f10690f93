// The launch URLs of each strategy. Content fields only ever reach a URL as encoded query values
// (URLSearchParams), so `#Intent;…`, `&key=` or `;end` inside a title or link cannot add keys or
// intent extras; the scheme and package come from settings and are checked against strict patterns.
import { appOpenQuery, type AppOpenParams } from './app-open-query';
import { APP_OPEN_HOST } from './constants';

/** Where the app is: from the app info, else the site's settings (README). */
export interface AppLaunchConfig {
  /** Custom scheme without `://`, e.g. `davmu`. */
  scheme: string;
  /** iOS Universal Link base, e.g. `https://link.example.com/open`; null: iOS uses the scheme. */
  universalLinkBase: string | null;
  /** Android package for intent URLs; null: Chrome uses the scheme too. */
  androidPackage: string | null;
  /** WeChat open-platform app id of the mobile app (the open tag's appid); null: no open tag. */
  wxOpenAppId: string | null;
  /** The download page: the fallback of every strategy. */
  downloadUrl: string | null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const ANDROID_PACKAGE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i;

/** Schemes that run, embed or load something in the browser itself: never an app's scheme. */
const BROWSER_SCHEMES = [
  'javascript',
  'data',
  'vbscript',
  'blob',
  'file',
  'filesystem',
  'about',
  'http',
  'https',
  'intent',
  'ws',
  'wss',
];

export function isValidScheme(scheme: string | null | undefined): scheme is string {
  return typeof scheme === 'string' && SCHEME.test(scheme) && !BROWSER_SCHEMES.includes(scheme.toLowerCase());
}

export function isValidAndroidPackage(name: string | null | undefined): name is string {
  return typeof name === 'string' && ANDROID_PACKAGE.test(name);
}

/** An http(s) address, or null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `{scheme}://open?stype=…`, or null when the scheme is not a valid scheme name. */
export function schemeUrl(config: Pick<AppLaunchConfig, 'scheme'>, params: AppOpenParams): string | null {
  if (!isValidScheme(config.scheme)) return null;
  const query = appOpenQuery(params);
  return `${config.scheme}://${APP_OPEN_HOST}${query ? `?${query}` : ''}`;
}

/** The Universal Link with the parameters as its query (replacing any of the same name). */
export function universalLinkUrl(
  config: Pick<AppLaunchConfig, 'universalLinkBase'>,
  params: AppOpenParams,
): string | null {
  const base = httpUrl(config.universalLinkBase);
  if (!base) return null;
  const url = new URL(base);
  url.hash = '';
  new URLSearchParams(appOpenQuery(params)).forEach((value, key) => url.searchParams.set(key, value));
  return url.href;
}

/**
 * Chrome's intent URL: `intent://open?…#Intent;scheme=…;package=…;S.browser_fallback_url=…;end`.
 * Chrome opens the package when installed and the fallback (the download page) otherwise.
 */
export function intentUrl(config: AppLaunchConfig, params: AppOpenParams): string | null {
  if (!isValidScheme(config.scheme) || !isValidAndroidPackage(config.androidPackage)) return null;
  const query = appOpenQuery(params);
  const fallback = httpUrl(config.downloadUrl);
  const extras = fallback ? `S.browser_fallback_url=${encodeURIComponent(fallback)};` : '';
  return `intent://${APP_OPEN_HOST}${query ? `?${query}` : ''}#Intent;scheme=${config.scheme};package=${config.androidPackage};${extras}end`;
}
