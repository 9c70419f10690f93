/**
 * Puts the HTML micro-cache (html-cache.ts) in front of the React Router handler. GET/HEAD requests
 * for pages are looked up, a visitor's session or not (the page is the same HTML for every visitor:
 * what is personal comes after hydration); a private page (a `preview-` actor, /auth), the desktop
 * page, loader data (.data) and every other method go straight to the renderer. The cached answer
 * is sent whole (not streamed), compressed once per entry and encoding; `X-Cache` says HIT, MISS or
 * STALE. A page is keyed, and rendered, by its canonical address: its path and only the query keys
 * its routes read (the app's PageRules), so WeChat's `from` or a `utm_*` share one entry with the
 * plain link. Every answer carries its own CSP nonce: the rendered nonce is rewritten in the policy
 * header here and in the bytes by fresh-nonce-body.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { CacheState } from '@share/api-client/server';
import type { CachedPage, HtmlCache } from './html-cache';
import { bodyFor, freshNonce, NONCE_IN_POLICY, writeChunks } from './fresh-nonce-body';
import { storedOnlyWhole } from './degraded-renders';

export interface HtmlCacheMiddlewareOptions {
  cache: HtmlCache;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** Whether this request may be answered from the cache at all. */
  cacheable: (req: Request) => boolean;
  /** The part of the key beside the URL: the few things the HTML depends on (environment class). */
  variantOf: (req: Request) => string;
  /** The query keys the page at a path reads (the rest of a query is left out of key and render). */
  queryKeysOf: (pathname: string) => Promise<readonly string[]>;
  /** The page's canonical address: its target with only those query keys (PageRules.canonicalTarget). */
  canonicalTarget: (target: string, keys: readonly string[]) => string;
  /** The load context of a render (renders for the cache are not tied to one visitor's connection). */
  loadContext: (req: Request, signal: AbortSignal) => AppLoadContext;
  onError?: (error: unknown) => void;
  /** Told when a render for the cache starts; what it answers is called when the page is rendered (load shedding's count). */
  onRenderStart?: () => () => void;
  /** Told of each answer from the cache, before it is written (metrics). */
  onAnswer?: (res: ServerResponse, page: CachedPage, state: CacheState) => void;
}

/** How long a render for the cache may take before it is abandoned. */
const RENDER_DEADLINE_MS = 30_000;

/** The render's request: the visitor's headers, the page's canonical address. */
function fetchRequest(req: Request, target: string, signal: AbortSignal): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${target}`;
  return new Request(url, { method: 'GET', headers, signal });
}

/** Headers of a stored page that belong to one answer's bytes, set afresh per answer. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** A stored page's own headers as a fresh answer sends them: Vary with Accept-Encoding, the policy apart. */
interface AnswerHeaders {
  fixed: Array<[string, string]>;
  /** The Content-Security-Policy with a nonce, as stored and split around the nonce. */
  policy?: { stored: string; before: string; after: string };
}
const answerHeaders = new WeakMap<CachedPage, AnswerHeaders>();

function answerHeadersOf(page: CachedPage): AnswerHeaders {
  let ready = answerHeaders.get(page);
  if (ready) return ready;
  ready = { fixed: [] };
  let vary: string | undefined;
  for (const [name, value] of page.headers) {
    if (PER_ANSWER_HEADERS.has(name)) continue;
    const match = name === 'content-security-policy' ? NONCE_IN_POLICY.exec(value) : null;
    if (match && !ready.policy)
      ready.policy = {
        stored: value,
        before: value.slice(0, match.index),
        after: value.slice(match.index + match[0].length),
      };
    else if (name === 'vary') vary = vary === undefined ? value : `${vary}, ${value}`;
    else ready.fixed.push([name, value]);
  }
  ready.fixed.push([
    'Vary',
    !vary ? 'Accept-Encoding' : /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`,
  ]);
  answerHeaders.set(page, ready);
  return ready;
}

/**
 * A fresh page's answer from Node's request event (serveFreshPage), when nothing has set a header
 * yet: `first` and the page's headers go to writeHead as one list, validated once. Set one by one
 * (each validated and stored, then read back and written), they were about a tenth of a small page's
 * hit in a profile, where a bare server sending the same bytes spends nothing. Answers as writePage.
 */
function writeFreshPage(
  res: ServerResponse,
  page: CachedPage,
  first: Iterable<[string, string]>,
  method: string | undefined,
  acceptEncoding: string | undefined,
) {
  const nonce = freshNonce(page);
  const { fixed, policy } = answerHeadersOf(page);
  const { chunks, length, encoding } = bodyFor(page, acceptEncoding, nonce);
  const flat: string[] = [];
  for (const [name, value] of first) flat.push(name, value);
  for (const [name, value] of fixed) flat.push(name, value);
  if (policy)
    flat.push('content-security-policy', nonce ? `${policy.before}'nonce-${nonce}'${policy.after}` : policy.stored);
  if (encoding) flat.push('Content-Encoding', encoding);
  flat.push('X-Cache', 'HIT', 'Content-Length', String(length));
  res.writeHead(page.status, flat);
  if (method === 'HEAD') res.end();
  else writeChunks(res, chunks);
}

/**
 * Writes a cached page: its stored headers after those already set (the security headers), the body
 * compressed for the request's Accept-Encoding, `X-Cache` with the state. Plain Node response
 * methods, so the express path and the fast path (serveFreshPage) send the same answer.
 */
function writePage(
  res: ServerResponse,
  page: CachedPage,
  state: CacheState,
  method: string | undefined,
  acceptEncoding: string | undefined,
) {
  res.statusCode = page.status;
  const nonce = freshNonce(page);
  for (const [name, stored] of page.headers) {
    if (PER_ANSWER_HEADERS.has(name)) continue;
    const value =
      nonce && name === 'content-security-policy' ? stored.replace(NONCE_IN_POLICY, `'nonce-${nonce}'`) : stored;
    const existing = res.getHeader(name);
    res.setHeader(
      name,
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [String(existing)]), value],
    );
  }
  const { chunks, length, encoding } = bodyFor(page, acceptEncoding, nonce);
  const vary = res.getHeader('vary');
  res.setHeader(
    'Vary',
    !vary
      ? 'Accept-Encoding'
      : /\baccept-encoding\b/i.test(String(vary))
        ? String(vary)
        : `${String(vary)}, Accept-Encoding`,
  );
  // A set Content-Encoding also tells the compression middleware to leave the body alone.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('X-Cache', state);
  res.setHeader('Content-Length', length);
  if (method === 'HEAD') res.end();
  else writeChunks(res, chunks);
}

export function htmlCacheMiddleware(options: HtmlCacheMiddlewareOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !options.cacheable(req)) return next();
    try {
      const keys = await options.queryKeysOf(pathOf(req.originalUrl));
      const target = options.canonicalTarget(req.originalUrl, keys);
      const key = htmlCacheKey(options.variantOf(req), req.protocol, req.get('host'), target);
      const { page, state } = await options.cache.get(key, async () => {
        // The render is shared by every request waiting for this key: it must not end when the
        // first visitor leaves, only at its own deadline. Controller and timer stay referenced here.
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), RENDER_DEADLINE_MS);
        const rendered = options.onRenderStart?.();
        try {
          // The page keeps the id of the route that rendered it (its answers' metrics label).
          const context = options.loadContext(req, controller.signal);
          let route: string | undefined;
          const onRender = (id: string) => {
            route = id;
            return context.onRender?.(id) ?? (() => undefined);
          };
          const response = await handle(fetchRequest(req, target, controller.signal), { ...context, onRender });
          // A fallback render is not kept: the stale good copy stays until a whole render replaces it.
          return { response: storedOnlyWhole(response, context.degraded?.() ?? false), route };
        } finally {
          clearTimeout(timer);
          rendered?.();
        }
      });
      options.onAnswer?.(res, page, state);
      writePage(res, page, state, req.method, req.get('accept-encoding'));
    } catch (error) {
      options.onError?.(error);
      if (!res.headersSent) next();
    }
  };
}

/**
 * The key of a page in the cache: the variant (environment class), then the page's canonical URL:
 * origin, path, and of the query only the keys the page's routes read (sorted), each with its first
 * value, in one encoding (`canonical`, from PageRules.canonicalTarget). Everything else in the
 * query never makes another entry.
 */
export function htmlCacheKey(variant: string, protocol: string, host: string | undefined, canonical: string): string {
  return `${variant} ${protocol}://${host ?? ''}${canonical}`;
}

/** The path of a request target (before its query). */
export function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}

/**
 * Sends a fresh cached page straight from Node's request event, before the express stack (logging,
 * headers, proxy, compression, static files, routing) runs: a viral page's hits cost little more
 * than the bytes. `lookup` gives the request's cache key and the headers every answer carries, or
 * undefined when the request must take the long way (its checks and rules decide it there). Answers
 * the page it sent, else undefined. Expired and missing entries, and everything else, go the long way,
 * where a stale page is served while it is refreshed and a missing one rendered once.
 */
export function serveFreshPage(
  cache: HtmlCache,
  lookup: (req: IncomingMessage) => { key: string; headers: Iterable<[string, string]> } | undefined,
) {
  return (req: IncomingMessage, res: ServerResponse): CachedPage | undefined => {
    const found = lookup(req);
    const page = found && cache.peekFresh(found.key);
    if (!found || !page) return undefined;
    if (res.getHeaderNames().length === 0)
      writeFreshPage(res, page, found.headers, req.method, req.headers['accept-encoding']);
    else {
      for (const [name, value] of found.headers) res.setHeader(name, value);
      writePage(res, page, 'HIT', req.method, req.headers['accept-encoding']);
    }
    return page;
  };
}
