// React face of the share setup: runs in the browser only (effects never run on the server), only
// inside WeChat, and again for each page a client-side navigation shows. Its code is a chunk of its
// own that only WeChat loads; other browsers never fetch it.
import { useEffect, useRef } from 'react';
import { detectEnvironment } from '@share/open-app';
import type { WxShare, WxShareApi, WxShareOptions } from './wx-share';

type ShareRuntime = typeof import('./wx-share-runtime');

let runtime: Promise<ShareRuntime> | null = null;

/** One import for the page life: the pages' setups run in the order they were asked for. */
function loadRuntime(): Promise<ShareRuntime> {
  runtime ??= import('./wx-share-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

export interface UseWxShareOptions {
  /** The server's verdict from the request's agent; the browser's own agent must agree. */
  isWeChat: boolean;
  sdkUrl: string;
  api: WxShareApi;
  /** Changes with each page (the router's pathname and search): the share data is set again. */
  pageKey: string;
  /** Share description for pages without one of their own (the site's description). */
  fallbackDescription?: string | null;
  /** Share image for pages without one of their own (the site logo). */
  fallbackImageUrl?: string | null;
  /** Replaces the script loader (tests). */
  loadSdk?: WxShareOptions['loadSdk'];
  /** False until the platform calls can carry a token (the session's start-up); nothing runs before. Default true. */
  ready?: boolean;
}

/**
 * Sets the WeChat share cards of the current page from its head (Open Graph tags). The SDK, the
 * signing and the config are set up on the first page; `sdkUrl`, `api` and `loadSdk` are read once
 * per page life. A shared cache may hand a WeChat-rendered page to another browser, hence the second
 * check of navigator.userAgent.
 */
export function useWxShare({
  isWeChat,
  sdkUrl,
  api,
  pageKey,
  fallbackDescription,
  fallbackImageUrl,
  loadSdk,
  ready = true,
}: UseWxShareOptions): void {
  const setup = useRef<WxShare | null>(null);
  useEffect(() => {
    if (!isWeChat || !sdkUrl || !ready) return;
    const env = detectEnvironment(navigator.userAgent);
    if (!env.isWeChat) return;
    const pageUrl = window.location.href;
    void loadRuntime().then(({ createWxShare, readPageShareData }) => {
      setup.current ??= createWxShare({ sdkUrl, api, isIOS: env.isIOS, landingUrl: pageUrl, loadSdk });
      // A page left meanwhile is still set up in order, and superseded by the next one (share()).
      const page = readPageShareData(document, pageUrl, {
        description: fallbackDescription,
        imageUrl: fallbackImageUrl,
      });
      void setup.current.share(pageUrl, page);
    });
  }, [isWeChat, sdkUrl, api, pageKey, fallbackDescription, fallbackImageUrl, loadSdk, ready]);
}
