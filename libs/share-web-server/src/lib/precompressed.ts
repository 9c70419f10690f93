/**
 * Serves the brotli or gzip file that the build wrote next to a static asset
 * (scripts/precompress.mjs) when the browser accepts it, so no CPU goes to compressing the same
 * JavaScript for every visitor. Anything else falls through to the next handler (express.static).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

type StaticOptions = NonNullable<Parameters<typeof express.static>[1]>;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings of an Accept-Encoding header with a q-value above 0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

function contentType(file: string): string {
  const type = express.static.mime.lookup(file);
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

export function precompressed(root: string, options: StaticOptions = {}) {
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = known.get(file);
    if (found === undefined) known.set(file, (found = existsSync(file)));
    return found;
  };
  const servers = ENCODINGS.map((encoding) => ({
    ...encoding,
    serve: express.static(root, {
      ...options,
      index: false,
      fallthrough: true,
      setHeaders(res, file) {
        // send() keeps a Content-Type that is already set: the asset's own, not that of .br/.gz.
        res.setHeader('Content-Type', contentType(file.slice(0, -encoding.suffix.length)));
        res.setHeader('Content-Encoding', encoding.name);
        options.setHeaders?.(res, file, undefined as never);
      },
    }),
  }));

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = path.posix.normalize(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (relative.split('/').includes('..')) return next();
    const file = path.join(root, relative);
    if (!exists(file)) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.get('accept-encoding'));
    const server = servers.find((s) => accepted.has(s.name) && exists(file + s.suffix));
    if (!server) return next();
    const originalUrl = req.url;
    req.url = `${req.path}${server.suffix}${originalUrl.slice(req.path.length)}`;
    server.serve(req, res, (error?: unknown) => {
      req.url = originalUrl;
      res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}
