/**
 * Puts the HTML micro-cache (html-cache.ts) in front of the React Router handler. GET/HEAD requests
 * for pages are looked up, a visitor's session or not (the page is the same HTML for every visitor:
 * what is personal comes after hydration); a private page (a `preview-` actor, /auth), the desktop page, loader data (.data) and every other method go straight to
 * the renderer. The cached answer is sent whole (not streamed), compressed once per entry and
 * encoding; `X-Cache` says HIT, MISS or STALE. A page is keyed, and rendered, by its canonical address:
 * its path and only the query keys its routes read (the app's PageRules), so WeChat's `from` or a
 * `utm_*` share one entry with the plain link. Every answer carries its own CSP nonce: the rendered
 * nonce is rewritten in the bytes and in the policy header when they are sent (PreparedPage).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { CacheState } from '@share/api-client/server';
import type { CachedPage, HtmlCache } from './html-cache';
import { acceptedEncodings } from './precompressed';
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

/**
 * A cached page prepared for sending with a fresh Content-Security-Policy nonce per answer (a page
 * shared by every visitor must not share its nonce: a script injected elsewhere could learn it and
 * run). The body is split at each occurrence of the rendered nonce; the gzip copy is built once,
 * each part deflated on its own (no back-reference reaches into or across a nonce) and each nonce
 * written as a stored block, so an answer only copies the compressed bytes, writes the new nonce at
 * known offsets and computes the CRC. Brotli cannot be patched that way (its state runs across
 * blocks): a visitor that accepts gzip gets the patched gzip copy, one that accepts only brotli gets
 * a brotli copy compressed for its answer.
 */
interface PreparedPage {
  /** The nonce the page was rendered with; undefined when it has none (nothing to rewrite). */
  nonce?: string;
  /** The body between the nonce's occurrences (the whole body when there is no nonce). */
  parts: Buffer[];
  /** The gzip copy with the rendered nonce, where each nonce sits in it, and the CRC-32 of each part with its length operator. */
  gzip?: {
    bytes: Buffer;
    nonceOffsets: number[];
    partCrcs: Array<{ crc: number; shift: Uint32Array }>;
    nonceShift: Uint32Array;
  };
  /** Without a nonce the brotli copy is made once too. */
  brotli?: Buffer;
}

const prepared = new WeakMap<CachedPage, PreparedPage>();
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** Bodies smaller than this are sent as they are. */
const COMPRESS_MIN_BYTES = 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

function prepare(page: CachedPage): PreparedPage {
  let ready = prepared.get(page);
  if (ready) return ready;
  const policy = page.headers.find(([name]) => name === 'content-security-policy')?.[1];
  const nonce = policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  const parts: Buffer[] = [];
  if (nonce && nonce.length % 4 === 0) {
    let from = 0;
    for (let at = page.body.indexOf(nonce); at >= 0; at = page.body.indexOf(nonce, from)) {
      parts.push(page.body.subarray(from, at));
      from = at + nonce.length;
    }
    parts.push(page.body.subarray(from));
    ready = { nonce, parts };
  } else {
    ready = { parts: [page.body] };
  }
  prepared.set(page, ready);
  return ready;
}

/**
 * CRC-32 of joined pieces from the pieces' own CRCs (zlib's crc32_combine): the operator that
 * appends `length` zero bytes to a CRC, a 32x32 matrix over GF(2) kept as its 32 columns. With one
 * operator per part computed once, an answer's CRC costs a few hundred operations instead of a pass
 * over the whole page.
 */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v; i += 1, v >>>= 1) if (v & 1) sum ^= matrix[i];
  return sum >>> 0;
}
function gf2Compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  return Uint32Array.from(b, (column) => gf2Times(a, column));
}
function crcShift(length: number): Uint32Array {
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  // One zero bit (the reflected polynomial, then the identity shifted), squared to one zero byte.
  let power: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (n === 0 ? 0xedb88320 : (1 << (n - 1)) >>> 0));
  for (let i = 0; i < 3; i += 1) power = gf2Compose(power, power);
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = gf2Compose(power, result);
    power = gf2Compose(power, power);
  }
  return result;
}

/** The gzip copy of a prepared page: parts deflated on their own, each nonce a stored block. */
function gzipOf(page: CachedPage, ready: PreparedPage): NonNullable<PreparedPage['gzip']> {
  if (ready.gzip) return ready.gzip;
  const chunks: Buffer[] = [GZIP_HEADER];
  const nonceOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    offset += chunk.length;
  };
  const nonce = Buffer.from(ready.nonce ?? '', 'latin1');
  ready.parts.forEach((part, index) => {
    const last = index === ready.parts.length - 1;
    // A full flush ends the part byte-aligned with a fresh dictionary; the last part ends the stream.
    push(deflateRawSync(part, { level: 9, ...(last ? {} : { finishFlush: constants.Z_FULL_FLUSH }) }));
    if (last) return;
    // A stored block: BFINAL 0 and BTYPE 00 padded to the byte, LEN, NLEN, then the bytes as they are.
    push(
      Buffer.from([0x00, nonce.length & 0xff, nonce.length >> 8, ~nonce.length & 0xff, (~nonce.length >> 8) & 0xff]),
    );
    nonceOffsets.push(offset);
    push(nonce);
  });
  const trailer = Buffer.alloc(8);
  // CRC-32 and size of the rendered body (rewritten per answer when a nonce changes the bytes).
  trailer.writeUInt32LE(crc32(page.body) >>> 0, 0);
  trailer.writeUInt32LE(page.body.length % 2 ** 32, 4);
  push(trailer);
  const partCrcs = ready.parts.map((part) => ({ crc: crc32(part), shift: crcShift(part.length) }));
  ready.gzip = { bytes: Buffer.concat(chunks), nonceOffsets, partCrcs, nonceShift: crcShift(nonce.length) };
  return ready.gzip;
}

/** The page's body for one answer with `nonce` in place of the rendered one, compressed for the request. */
function bodyFor(
  page: CachedPage,
  acceptEncoding: string | undefined,
  nonce: string | undefined,
): { body: Buffer; encoding?: string } {
  const ready = prepare(page);
  const rewrite = Boolean(ready.nonce && nonce);
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding =
    page.body.length < COMPRESS_MIN_BYTES
      ? undefined
      : accepted.has('gzip') && (rewrite || !accepted.has('br'))
        ? 'gzip'
        : accepted.has('br')
          ? 'br'
          : undefined;
  if (encoding === 'gzip') {
    const { bytes, nonceOffsets, partCrcs, nonceShift } = gzipOf(page, ready);
    if (!rewrite || !nonce) return { body: bytes, encoding };
    const body = Buffer.allocUnsafe(bytes.length);
    bytes.copy(body);
    const nonceCrc = crc32(nonce);
    let crc = 0;
    partCrcs.forEach((part, index) => {
      crc = (gf2Times(part.shift, crc) ^ part.crc) >>> 0;
      if (index === nonceOffsets.length) return;
      body.write(nonce, nonceOffsets[index], 'latin1');
      crc = (gf2Times(nonceShift, crc) ^ nonceCrc) >>> 0;
    });
    body.writeUInt32LE(crc >>> 0, body.length - 8);
    return { body, encoding };
  }
  const plain =
    rewrite && nonce
      ? Buffer.concat(ready.parts.flatMap((part, index) => (index ? [Buffer.from(nonce, 'latin1'), part] : [part])))
      : page.body;
  if (encoding !== 'br') return { body: plain };
  if (ready.brotli) return { body: ready.brotli, encoding };
  // Once per page without a nonce; per answer, at a quality that costs little, with one.
  const body = brotliCompressSync(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: rewrite ? 4 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  if (!rewrite) ready.brotli = body;
  return { body, encoding };
}

/**
 * Random bytes for the answers' nonces, drawn from the system's generator 4 KB at a time and each
 * byte used once: a call to randomBytes per answer was 15% of a cache hit's JavaScript (a profile of
 * 30,000 hits: 253 of 1,685 ms).
 */
const NONCE_POOL_BYTES = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

function randomBase64(bytes: number): string {
  if (noncePoolOffset + bytes > noncePool.length) {
    noncePool = randomBytes(Math.max(NONCE_POOL_BYTES, bytes));
    noncePoolOffset = 0;
  }
  const value = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + bytes);
  noncePoolOffset += bytes;
  return value;
}

/** A fresh nonce the length of the rendered one (base64 of random bytes, as the load context makes them). */
function freshNonce(page: CachedPage): string | undefined {
  const { nonce } = prepare(page);
  return nonce ? randomBase64((nonce.length / 4) * 3) : undefined;
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
  const { body, encoding } = bodyFor(page, acceptEncoding, nonce);
  const flat: string[] = [];
  for (const [name, value] of first) flat.push(name, value);
  for (const [name, value] of fixed) flat.push(name, value);
  if (policy)
    flat.push('content-security-policy', nonce ? `${policy.before}'nonce-${nonce}'${policy.after}` : policy.stored);
  if (encoding) flat.push('Content-Encoding', encoding);
  flat.push('X-Cache', 'HIT', 'Content-Length', String(body.length));
  res.writeHead(page.status, flat);
  if (method === 'HEAD') res.end();
  else res.end(body);
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
  const { body, encoding } = bodyFor(page, acceptEncoding, nonce);
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
  res.setHeader('Content-Length', body.length);
  if (method === 'HEAD') res.end();
  else res.end(body);
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
