// The deferred deep link (issue 63): a tap that may end on the download page copies a 口令 with a
// single-use token for the page's item, so the app, once installed, claims it and opens that item.
// The clipboard write must happen inside the tap (browsers refuse it later), but the token comes from
// the platform: the write is started in the tap with a ClipboardItem whose data is a promise of the
// text (Chromium and Safari support it), so no token is asked for before someone taps.
import { createContext, useContext, useEffect } from 'react';
import type { FunnelEnvironment, SiteFunnelStep } from '@share/contract';
import { linkTokenText, SHARE_ID_PARAM, SHARE_ID_PATTERN } from '@share/contract/browser';
import type { AppOpenParams } from './app-open-query';
import { LINK_TOKEN_COPIED, LINK_TOKEN_WAIT_MS } from './constants';
import { detectEnvironment, funnelEnvironmentOf } from './environment';

/** What the site wires in (shell's app services): the platform's calls and the toast. */
export interface DeferredLinkServices {
  /** A link token for the item (contract linkTokenCreate): the token and the item's title. */
  createToken(input: { post_id: string; env: FunnelEnvironment; share_id?: string }): Promise<{
    token: string;
    title: string;
  }>;
  /** One funnel step seen here (contract funnelEvent); sent even while the page is left. */
  reportStep(step: SiteFunnelStep, item: FunnelItem): void;
  /** Shows a short message (the site's toast). */
  notice(message: string): void;
}

/** The item a funnel step is about, with the visitor's environment class and the share it came through. */
export interface FunnelItem {
  post_id: string;
  content_type: string | null;
  env: FunnelEnvironment;
  share_id: string | null;
}

const DeferredLinkContext = createContext<DeferredLinkServices | null>(null);
/** Provides the deferred link's services; without it, taps copy nothing and report nothing. */
export const DeferredLinkProvider = DeferredLinkContext.Provider;
export const useDeferredLinkServices = () => useContext(DeferredLinkContext);

/** The share id of the page's address (`share_id=`, as the platform issues it), or null (an old link). */
export function shareIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get(SHARE_ID_PARAM);
  return id && SHARE_ID_PATTERN.test(id) ? id : null;
}

/** The funnel's view of a page's item: the visitor's environment class and the page's share id. */
export function funnelItemOf(params: AppOpenParams): FunnelItem | null {
  if (params.post_id === null || params.post_id === undefined || params.post_id === '') return null;
  return {
    post_id: String(params.post_id),
    content_type: params.stype ?? null,
    env: funnelEnvironmentOf(detectEnvironment(navigator.userAgent)),
    share_id: shareIdOf(window.location.search),
  };
}

/** Reports the funnel's first step, a view, once per item a page shows. */
export function useFunnelView(params: AppOpenParams): void {
  const services = useDeferredLinkServices();
  const postId = params.post_id;
  useEffect(() => {
    const item = services ? funnelItemOf(params) : null;
    if (services && item) services.reportStep('view', item);
    // Once per item: a new params object for the same item is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, postId]);
}

/** What a copy came to: the text, and whether the clipboard took it. */
export interface CopyResult {
  text: string;
  copied: boolean;
}

/**
 * Writes `text` (a promise) to the clipboard. Called inside the tap: the ClipboardItem holds the
 * promise, so the write is allowed now and completes when the text arrives. Without ClipboardItem,
 * writeText once the text is there (which a browser may refuse outside the tap).
 */
function writeClipboard(text: Promise<string>): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return Promise.resolve(false);
  if (typeof clipboard.write === 'function' && typeof ClipboardItem === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      blob.catch(() => undefined);
      return clipboard.write([new ClipboardItem({ 'text/plain': blob })]).then(
        () => true,
        () => false,
      );
    } catch {
      // An older ClipboardItem that takes no promise: fall through to writeText.
    }
  }
  return text
    .then((value) => clipboard.writeText(value))
    .then(
      () => true,
      () => false,
    );
}

/** Asks the platform for a token for the item: the 口令 with it (no clipboard, so no tap needed). */
export function linkTokenTextOf(services: DeferredLinkServices, item: FunnelItem, appName: string): Promise<string> {
  return services
    .createToken({ post_id: item.post_id, env: item.env, ...(item.share_id ? { share_id: item.share_id } : {}) })
    .then(({ token, title }) => linkTokenText(appName, title, token));
}

/**
 * Inside a tap: asks for a token, copies the 口令 and shows what was copied. Resolves with the text and
 * whether the clipboard took it, or null when no token could be had.
 */
export function copyLinkToken(
  services: DeferredLinkServices,
  item: FunnelItem,
  appName: string,
): Promise<CopyResult | null> {
  const text = linkTokenTextOf(services, item, appName);
  return Promise.all([text, writeClipboard(text)]).then(
    ([value, copied]) => {
      if (copied) services.notice(LINK_TOKEN_COPIED(value));
      return { text: value, copied };
    },
    () => null,
  );
}

/** What `work` resolves to, or `late` when that takes longer than LINK_TOKEN_WAIT_MS (the visitor is not kept waiting). */
export function settled<T>(work: Promise<T>, late: T): Promise<T> {
  return Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(late), LINK_TOKEN_WAIT_MS))]);
}

/** The copy's result, or null when it takes longer than LINK_TOKEN_WAIT_MS. */
export function settledCopy(copy: Promise<CopyResult | null>): Promise<CopyResult | null> {
  return settled(copy, null);
}
