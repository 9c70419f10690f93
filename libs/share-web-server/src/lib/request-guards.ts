// What a raw request is, before anything answers it: refused at once (rejectBadRequests), its id,
// whether it asks for a page or the site's own API, and the protocol a trusted proxy says it came by.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { SHARE_BASE_PATH as BASE_PATH, SITE_API_PATH } from '@share/contract/browser';
import { MAX_BODY_BYTES, PROXIED_PATHS } from './platform-proxy';

/** Methods each kind of path answers: the API families take writes, pages and files are read only. */
const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** A host name or an IP literal, and an optional port (group 1: '' when there is none). */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

const isApiPath = (path: string) => PROXIED_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
/**
 * The site's own API under the base path (the viewer state): no page, so neither the HTML cache nor
 * the desktop redirect nor load shedding takes it; its answers are the visitor's. GET only, as pages.
 */
const SITE_API = new RegExp(`^${SITE_API_PATH}/`, 'i');
export const isSiteApiPath = (path: string) => SITE_API.test(path);

/**
 * Bad requests get a 4xx before anything else runs (never a 500): a missing or malformed Host 400,
 * a method the path does not take 405 (TRACE among them), a path that is not valid percent-encoding
 * 400 (a page 404), a body in a charset other than UTF-8 415, a body over the limit 413.
 */
export function rejectBadRequests(req: Request, res: Response, next: NextFunction) {
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
    res.set({ 'Cache-Control': 'no-store', ...headers });
    res.status(status).type('text/plain; charset=utf-8').send(message);
  };
  const host = req.headers.host ?? '';
  const match = HOST_PATTERN.exec(host);
  if (!match || Number(match[1] ?? 0) > 65_535) return refuse(400, 'Bad Request: Host');
  // Only the origin form (`/path?query`) names a page or an API path here: an absolute-form target
  // (`http://other/path`) names another host than the Host header's.
  if (!req.originalUrl.startsWith('/')) return refuse(400, 'Bad Request: request target');
  const api = isApiPath(req.path);
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(req.method)) return refuse(405, 'Method Not Allowed', { Allow: allowed.join(', ') });
  try {
    decodeURIComponent(req.path);
  } catch {
    return api ? refuse(400, 'Bad Request: path encoding') : refuse(404, 'This page could not be found');
  }
  const contentType = req.headers['content-type'];
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return refuse(415, 'Unsupported Media Type: charset');
  const length = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return refuse(413, 'Payload Too Large');
  // Bodies come whole or chunked: another coding (`gzip, chunked`) is not read here, nor passed on.
  const coding = req.headers['transfer-encoding'];
  if (coding !== undefined && coding.trim().toLowerCase() !== 'chunked')
    return refuse(400, 'Bad Request: Transfer-Encoding', { Connection: 'close' });
  next();
}

/** The request ids taken from a visitor or a front proxy (nginx sends its $request_id, 32 hex digits). */
const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * The request's id: its X-Request-Id when it has a usable one, else a fresh one written into the
 * request's headers, so the log lines, the platform calls of the render and the proxied API calls
 * all carry the same id. The answer says it too.
 */
export function requestIdOf(req: IncomingMessage, res?: ServerResponse): string {
  const header = req.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  const id = given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  res?.setHeader('X-Request-Id', id);
  return id;
}

export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET') return false;
  if (!req.path.startsWith(`${BASE_PATH}/`) && req.path !== BASE_PATH) return false;
  if (isSiteApiPath(req.path)) return false;
  if (req.path.startsWith(`${BASE_PATH}/pc`) || req.path.startsWith(`${BASE_PATH}/assets/`)) return false;
  if (req.path.endsWith('.data') || req.query['_routes'] !== undefined) return false;
  return true;
}

/** express's `trust proxy fn`: whether the hop at `hop` (its address) is a trusted proxy. */
export type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** The protocol of a raw request, as express's req.protocol reads it (X-Forwarded-Proto from a trusted proxy). */
export function protocolOf(req: IncomingMessage, trust: TrustFunction): string {
  const socketProtocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return socketProtocol;
  const forwarded = req.headers['x-forwarded-proto'];
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || socketProtocol;
  return header.split(',')[0].trim();
}
