/** Desktop detection width of spec §9. */
export const DESKTOP_MIN_WIDTH = 1000;
import { BASE_PATH } from './base-path';

export const PC_PAGE_PATH = `${BASE_PATH}/pc`;

/** The desktop page showing `address` (the full current address). */
export function pcPageAddress(address: string): string {
  return `${PC_PAGE_PATH}?url=${encodeURIComponent(address)}`;
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
