// The desktop page's rules for what it frames and follows (the routes/pc page's code; the mobile
// pages' first load only needs the redirect's rules, desktop-rules.ts).
import { PC_FRAME_PARAM } from './desktop-rules';

/** The page the desktop page's frame shows now: its mobile address and its title. */
export interface FramedPage {
  url: string;
  title: string;
}

/**
 * What the frame shows after the visitor browsed inside it: its address without the frame marker,
 * and its title. Null when the frame's document is not this site's (an allowed partner host) or
 * cannot be read yet.
 */
export function framedPage(
  frame: Pick<HTMLIFrameElement, 'contentWindow' | 'contentDocument'>,
  origin: string,
): FramedPage | null {
  try {
    const href = frame.contentWindow?.location.href;
    if (!href) return null;
    const url = new URL(href);
    if (url.origin !== origin) return null;
    url.searchParams.delete(PC_FRAME_PARAM);
    return { url: url.href, title: frame.contentDocument?.title ?? '' };
  } catch {
    // Another origin's document: the browser refuses to let it be read.
    return null;
  }
}

/** The address the desktop page frames: `target` with the frame marker when it is on this site's host. */
export function pcFrameAddress(target: string, ownHost: string): string {
  const url = new URL(target);
  if (url.host.toLowerCase() !== ownHost.toLowerCase()) return target;
  url.searchParams.set(PC_FRAME_PARAM, '1');
  return url.href;
}

/**
 * Whether the desktop page may show or open `candidate`: an absolute http(s) address on this site's
 * own host or on one of the allowed hosts. Anything else (other hosts, protocol-relative tricks,
 * javascript: and data: addresses) is refused.
 */
export function isAllowedPcTarget(
  candidate: string | null | undefined,
  ownHost: string,
  allowedHosts: readonly string[],
): boolean {
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
  return (
    host === ownHost.toLowerCase() || allowedHosts.includes(host) || allowedHosts.includes(url.hostname.toLowerCase())
  );
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
