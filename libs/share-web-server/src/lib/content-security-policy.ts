/**
 * The Content-Security-Policy of every page: scripts run only with this answer's nonce, or when a
 * script that has it adds them ('strict-dynamic': the deferred loader, the route chunks, hls.js, the
 * WeChat SDK); no plugins, no <base>, frames and framing only by the site itself (the desktop page
 * frames the mobile one, the login panel frames the agreements). Styles may be inline
 * (styled-components writes them into the page). Content images and media may come from anywhere
 * the platform serves them from.
 */
import type { ShareWebSettings } from './settings';

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(
  nonce: string,
  settings: Pick<ShareWebSettings, 'wxSdkUrl' | 'statsHost'>,
  host: string | null,
): string {
  const sdk = originOf(settings.wxSdkUrl);
  const stats = originOf(settings.statsHost);
  // 'self' covers same-origin WebSockets in current browsers; older ones need the host spelled out.
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Browsers without 'strict-dynamic' (CSP 2) fall back to the nonce with 'self' and the SDK host.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...(sdk ? [sdk] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ['*', 'data:', 'blob:'],
    'media-src': ['*', 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sockets, ...(stats ? [stats] : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of HTML the site sends that is not a rendered page (the offline page, the agreement
 * pages passed through from the platform): no script at all, styles from the site or inline, framed
 * only by the site itself (the login panel frames the agreements).
 */
export const DOCUMENT_WITHOUT_SCRIPTS_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
