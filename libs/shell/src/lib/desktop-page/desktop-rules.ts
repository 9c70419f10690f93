// The desktop page's rules that the server's redirect and the browser's share (the server imports
// them through '@share/shell/desktop', which holds no React).
import { SHARE_BASE_PATH } from '@share/contract/browser';

/** Desktop detection width of spec §9. */
export const DESKTOP_MIN_WIDTH = 1000;

export const PC_PAGE_PATH = `${SHARE_BASE_PATH}/pc`;
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

/**
 * Whether a page request asks for a frame: Sec-Fetch-Dest iframe or frame, or the desktop page's
 * marker in the query. The server never redirects such a request to the desktop page.
 */
export function isFramedPageRequest(fetchDest: string | string[] | undefined, requestUrl: string): boolean {
  if (fetchDest === 'iframe' || fetchDest === 'frame') return true;
  const query = requestUrl.indexOf('?');
  return query >= 0 && new URLSearchParams(requestUrl.slice(query + 1).split('#')[0]).has(PC_FRAME_PARAM);
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
