// Performs a launch plan in the browser. The scheme strategy is the one that needs care: the
// download page opens only when the page is still visible after OPEN_APP_FALLBACK_MS, and a page
// hidden, left or blurred within that time counts as the app having opened (no false fallback).
import type { AppOpenParams } from './app-open-query';
import { OPEN_APP_FALLBACK_MS } from './constants';
import { intentUrl, schemeUrl, universalLinkUrl, type AppLaunchConfig } from './launch-url';
import type { LaunchStrategy } from './strategy';

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

export interface LaunchResult {
  strategy: LaunchStrategy;
  /** The download page was opened because the app did not open. */
  fallback: boolean;
}

/** What a launch touches; the browser's by default, replaced in tests. */
export interface LaunchRuntime {
  navigate(url: string): void;
  /** True while the page is shown. */
  isVisible(): boolean;
  /** Subscribes to "the page went away" (visibilitychange to hidden, pagehide, blur). */
  onLeave(listener: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function browserRuntime(): LaunchRuntime {
  return {
    navigate: (url) => window.location.assign(url),
    isVisible: () => document.visibilityState !== 'hidden',
    onLeave(listener) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', listener);
      window.addEventListener('blur', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', listener);
        window.removeEventListener('blur', listener);
      };
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/** Runs the plan; resolves once it is known whether the fallback fired. */
export function launchApp(
  plan: LaunchPlan,
  runtime: LaunchRuntime = browserRuntime(),
  fallbackMs = OPEN_APP_FALLBACK_MS,
): Promise<LaunchResult> {
  const { strategy, url, downloadUrl } = plan;
  if (!url) {
    if (downloadUrl && strategy !== 'none' && strategy !== 'mini-program') {
      runtime.navigate(downloadUrl);
      return Promise.resolve({ strategy, fallback: true });
    }
    return Promise.resolve({ strategy, fallback: false });
  }
  runtime.navigate(url);
  if (strategy !== 'scheme' || !downloadUrl) return Promise.resolve({ strategy, fallback: false });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (fallback: boolean) => {
      if (settled) return;
      settled = true;
      runtime.clearTimeout(timer);
      stop();
      resolve({ strategy, fallback });
    };
    const stop = runtime.onLeave(() => finish(false));
    const timer = runtime.setTimeout(() => {
      if (!runtime.isVisible()) return finish(false);
      runtime.navigate(downloadUrl);
      finish(true);
    }, fallbackMs);
  });
}
