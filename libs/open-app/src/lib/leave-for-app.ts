// What a tap does once it leaves the page for the app: the navigating strategies (Universal Link,
// intent, scheme with its fallback, download page) with the deferred deep link's way to the download
// page (issue 63), and the way there when WeChat's open tag fails. A chunk of its own, with the
// launch's code (launch.ts): the page loads it once it is idle where a navigating strategy is the
// way, and only when the open tag fails inside WeChat.
import type { AppOpenParams } from './app-open-query';
import { LINK_TOKEN_FRAGMENT } from './constants';
import { SHARE_BASE_PATH } from '@share/contract/browser';
import {
  linkTokenTextOf,
  settledCopy,
  type CopyResult,
  type DeferredLinkServices,
  type FunnelItem,
} from './deferred-link';
import { browserRuntime, launchApp, launchPlan, type LaunchResult, type LaunchRuntime } from './launch';
import type { AppLaunchConfig } from './launch-url';
import type { LaunchStrategy } from './strategy';

/**
 * Where the way to the download page goes after a copy: the app's download page when the clipboard
 * took the text (or no token could be had); else the site's own download page with the text in the
 * fragment (never sent to a server), which shows it with a copy button beside the download link.
 */
export function downloadAddress(url: string, copy: CopyResult | null): string {
  if (!copy || copy.copied) return url;
  return koulingPageAddress(copy.text);
}

/** The site's own download page showing the 口令 `text` (in the fragment) with its copy button. */
function koulingPageAddress(text: string): string {
  return `${SHARE_BASE_PATH}/download/index.html#${LINK_TOKEN_FRAGMENT}=${encodeURIComponent(text)}`;
}

/**
 * Where a way that leaves the page's hands goes when the app does not open (Chrome's intent
 * fallback, WeChat's open tag failing): no tap of the page's own is left there to copy in, so the
 * site's download page with the 口令, absolute (an intent's browser_fallback_url must be http(s)),
 * when a token is known; else the app's download page (null when none is configured).
 */
export function fallbackAddress(downloadUrl: string | null, text: string | null): string | null {
  return text ? new URL(koulingPageAddress(text), window.location.href).href : downloadUrl;
}

/** A tap's launch that leaves the page, as useOpenApp knows it. */
export interface LeaveForApp {
  strategy: LaunchStrategy;
  config: AppLaunchConfig;
  params: AppOpenParams;
  /** Replaces the browser (stories, tests). */
  runtime?: LaunchRuntime;
  /** The funnel's services and the tap's item, when the page reports and copies. */
  deferredLink: DeferredLinkServices | null;
  item: FunnelItem | null;
  /** The tap's copy of the 口令 (resolves null when nothing was copied). */
  copy: Promise<CopyResult | null>;
  /** The copy's result if it came within LINK_TOKEN_WAIT_MS, else null. */
  known: CopyResult | null;
  /** Reports the launch's outcome (the open_app event). */
  onLaunched(result: LaunchResult): void;
}

/** Launches the app by a navigating strategy; the way to the download page carries the 口令. */
export function leaveForApp({
  strategy,
  config,
  params,
  runtime,
  deferredLink,
  item,
  copy,
  known,
  onLaunched,
}: LeaveForApp): Promise<void> {
  const browser = runtime ?? browserRuntime();
  // The way to the download page waits for the copy (briefly): the page must not unload under the
  // clipboard write, and a refused copy travels in the address for the page to show.
  const toDownload: LaunchRuntime = {
    ...browser,
    navigate(url) {
      if (!deferredLink || !item || url !== config.downloadUrl) return browser.navigate(url);
      deferredLink.reportStep('download', item);
      void settledCopy(copy).then((result) => browser.navigate(downloadAddress(url, result)));
    },
  };
  // Chrome follows an intent's fallback itself, past this page: with a token known, the fallback is
  // the site's download page showing the 口令, so it survives the way there.
  const planConfig =
    strategy === 'intent' && known
      ? { ...config, downloadUrl: fallbackAddress(config.downloadUrl, known.text) }
      : config;
  return launchApp(launchPlan(strategy, planConfig, params), toDownload).then(onLaunched);
}

/** WeChat's open tag failed to open the app, as useOpenApp knows it. */
export interface OpenTagFailure {
  config: AppLaunchConfig;
  /** Replaces the browser's navigation (stories, tests). */
  navigate(url: string): void;
  deferredLink: DeferredLinkServices;
  item: FunnelItem;
  appName: string;
  /** Waits, briefly, for the 口令's text and the tracking code (useOpenApp's beforeLeaving). */
  beforeLeaving(text: Promise<CopyResult | null>): Promise<CopyResult | null>;
  /** Reports the launch's outcome (the open_app event): whether the download page opens. */
  onFallback(fallback: boolean): void;
}

/**
 * The way to the download page after the open tag failed. The tap landed on WeChat's element, not
 * the page: nothing could be copied in it. The token needs no tap: asked for now, the 口令 travels to
 * the site's download page, where the visitor copies it with its button.
 */
export function openTagFailed({
  config,
  navigate,
  deferredLink,
  item,
  appName,
  beforeLeaving,
  onFallback,
}: OpenTagFailure): void {
  const text = linkTokenTextOf(deferredLink, item, appName).then(
    (value): CopyResult => ({ text: value, copied: false }),
    () => null,
  );
  void beforeLeaving(text).then((known) => {
    const url = fallbackAddress(config.downloadUrl, known?.text ?? null);
    onFallback(Boolean(url));
    if (!url) return;
    deferredLink.reportStep('download', item);
    navigate(url);
  });
}
