/**
 * Puts the anonymous HTML micro-cache (html-cache.ts) in front of the React Router handler. Only
 * anonymous GET/HEAD requests for pages are looked up; a request carrying a session, a preview
 * (`preview-` actor), the desktop page, loader data (.data) and every other method go straight to
 * the renderer. The cached answer is sent whole (not streamed), compressed once per entry and
 * encoding; `X-Cache` says HIT, MISS or STALE. A page keeps the CSP nonce it was rendered with: the
 * nonce is bound to those exact bytes, so content stored later cannot carry it.
 */
import type { NextFunction, Request, Response } from 'express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedPage, HtmlCache } from './html-cache';
import { acceptedEncodings } from './precompressed';

export interface HtmlCacheMiddlewareOptions {
  cache: HtmlCache;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** Whether this request may be answered from the cache at all. */
  cacheable: (req: Request) => boolean;
  /** The part of the key beside the URL: the few things the HTML depends on (environment class). */
  variantOf: (req: Request) => string;
  /** The load context of a render (renders for the cache are not tied to one visitor's connection). */
  loadContext: (req: Request, signal: AbortSignal) => AppLoadContext;
  onError?: (error: unknown) => void;
}

/** How long a render for the cache may take before it is abandoned. */
const RENDER_DEADLINE_MS = 30_000;

function fetchRequest(req: Request, signal: AbortSignal): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
  return new Request(url, { method: 'GET', headers, signal });
}

/** Each cached page's body compressed once per encoding (gone with the page). */
const encoded = new WeakMap<CachedPage, Map<string, Buffer>>();

function bodyFor(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding || page.body.length < 1024) return { body: page.body };
  let bodies = encoded.get(page);
  if (!bodies) encoded.set(page, (bodies = new Map()));
  let body = bodies.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
        : gzipSync(page.body, { level: 9 });
    bodies.set(encoding, body);
  }
  return { body, encoding };
}

export function htmlCacheMiddleware(options: HtmlCacheMiddlewareOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !options.cacheable(req)) return next();
    const key = `${options.variantOf(req)} ${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`;
    try {
      const { page, state } = await options.cache.get(key, async () => {
        // The render is shared by every request waiting for this key: it must not end when the
        // first visitor leaves, only at its own deadline. Controller and timer stay referenced here.
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), RENDER_DEADLINE_MS);
        try {
          return await handle(fetchRequest(req, controller.signal), options.loadContext(req, controller.signal));
        } finally {
          clearTimeout(timer);
        }
      });
      res.status(page.status);
      for (const [name, value] of page.headers) {
        if (name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') continue;
        res.append(name, value);
      }
      const { body, encoding } = bodyFor(page, req.get('accept-encoding'));
      res.vary('Accept-Encoding');
      // A set Content-Encoding also tells the compression middleware to leave the body alone.
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('X-Cache', state);
      res.setHeader('Content-Length', body.length);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    } catch (error) {
      options.onError?.(error);
      if (!res.headersSent) next();
    }
  };
}
