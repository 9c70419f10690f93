/** Desktop detection width of spec §9. */
export const DESKTOP_MIN_WIDTH = 1000;
import { BASE_PATH } from './base-path';

export const PC_PAGE_PATH = `${BASE_PATH}/pc`;
/** The desktop page's query key: the mobile address it frames. */
export const PC_TARGET_QUERY = 'url';

/** The desktop page showing `address` (the full current address). */
export function pcPageAddress(address: string): string {
  return `${PC_PAGE_PATH}?${PC_TARGET_QUERY}=${encodeURIComponent(address)}`;
}

/**
 * Query parameter the desktop page adds to the address it frames. A framed page must never be sent
 * to the desktop page (spec §2), and the Sec-Fetch-Dest header that tells a frame apart is missing
 * where the service worker fetched the page (Chromium sends `empty` then) and in browsers without
 * fetch metadata (Safari before 16.4): the marker survives both.
 */
export const PC_FRAME_PARAM = 'pc_frame';

/** The address the desktop page frames: `target` with the frame marker when it is on this site's host. */
export function pcFrameAddress(target: string, ownHost: string): string {
  const url = new URL(target);
  if (url.host.toLowerCase() !== ownHost.toLowerCase()) return target;
  url.searchParams.set(PC_FRAME_PARAM, '1');
  return url.href;
}

/**
 * Whether a page request asks for a frame: Sec-Fetch-Dest iframe or frame, or the desktop page's
 * marker in the query. The server never redirects such a request to the desktop page.
 */
export function isFramedPageRequest(fetchDest: string | string[] | undefined, requestUrl: string): boolean {
  if (fetchDest === 'iframe' || fetchDest === 'frame') return true;
  const query = requestUrl.indexOf('?');
  return query >= 0 && new URLSearchParams(requestUrl.slice(query + 1).split('#')[0]).has(PC_FRAME_PARAM);
}

/**
 * Whether the desktop page may show or open `candidate`: an absolute http(s) address on this site's
 * own host or on one of the allowed hosts. Anything else (other hosts, protocol-relative tricks,
 * javascript: and data: addresses) is refused.
 */
export function isAllowedPcTarget(candidate: string | null | undefined, ownHost: string, allowedHosts: readonly string[]): boolean {
  if (!candidate) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  return host === ownHost.toLowerCase() || allowedHosts.includes(host) || allowedHosts.includes(url.hostname.toLowerCase());
}

/** The message the framed mobile page posts when the desktop page should follow it elsewhere. */
export const CHANGE_ROUTE_MESSAGE = 'changeRoute';

/**
 * Where a changeRoute message moves the desktop page: only a message from the page's own origin, and
 * only to an address isAllowedPcTarget accepts (the same check as the page's `url`); null otherwise.
 */
export function changeRouteTarget(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  location: Pick<Location, 'origin' | 'host' | 'href'>,
  allowedHosts: readonly string[],
): string | null {
  if (event.origin !== location.origin) return null;
  const message = event.data as { type?: unknown; pc_link?: unknown } | null;
  if (!message || message.type !== CHANGE_ROUTE_MESSAGE || typeof message.pc_link !== 'string') return null;
  let link: string;
  try {
    link = new URL(message.pc_link, location.href).href;
  } catch {
    return null;
  }
  return isAllowedPcTarget(link, location.host, allowedHosts) ? link : null;
}

/** What the client half of the desktop redirect knows about the window and the device. */
export interface WindowShape {
  width: number;
  landscape: boolean;
  /** A phone or tablet user agent, or a touch screen. */
  phone: boolean;
}

/**
 * Whether a window goes to the desktop page (spec §2): a wide one (≥ 1000 px) always; a landscape
 * one only when the device is not a phone, since a phone turned sideways (844 × 390) would otherwise
 * get the phone-sized frame squeezed to about 250 px of height.
 */
export function wantsDesktopPage({ width, landscape, phone }: WindowShape): boolean {
  return width >= DESKTOP_MIN_WIDTH || (landscape && !phone);
}
