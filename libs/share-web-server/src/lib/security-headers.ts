// The security headers every answer carries, as a middleware and as a list for the answers sent
// before express (the HTML cache's fast path, a shed render).
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ShareWebSettings } from './settings';

/**
 * The security headers, from helmet: nosniff, frames only from the site itself (the desktop page
 * frames the mobile one), the referrer's origin only across sites. HSTS when HSTS=true or when the
 * request came over HTTPS (behind a trusted proxy, TRUST_PROXY). The Content-Security-Policy is not
 * set here: a page's carries its render's nonce (entry.server, content-security-policy.ts).
 */
export function securityHeaders(settings: ShareWebSettings) {
  const common = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The share pages' images and media are shown by the messaging apps' previews and partner pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const plain = helmet({ ...common, strictTransportSecurity: false });
  const strict = helmet({ ...common, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false } });
  const plainHeaders = headersSetBy(plain);
  const strictHeaders = headersSetBy(strict);
  return {
    middleware: (req: Request, res: Response, next: NextFunction) =>
      (settings.hsts || req.secure ? strict : plain)(req, res, next),
    /** The same headers as a list, for answers sent before express (the HTML cache's fast path). */
    forRequest: (secure: boolean) => (settings.hsts || secure ? strictHeaders : plainHeaders),
  };
}

/** The headers a helmet middleware sets (they do not depend on the request). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as never, recorder as never, () => undefined);
  return [...headers];
}
