/**
 * Server-side access to the platform API for route loaders: base URL and timeout from the settings,
 * the visitor's token forwarded from the share_token cookie, envelope unwrapped. A hung or failing
 * backend becomes a PlatformError quickly, never a hung render.
 */
import { settings } from './settings.server';
import { TOKEN_COOKIE } from './cache-control';

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** Code for "the platform did not answer in time or at all". */
export const PLATFORM_UNREACHABLE = -1;

type Query = Record<string, string | number | boolean | undefined | null>;

function tokenOf(request?: Request): string {
  const cookie = request?.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return '';
}

async function call<T>(method: 'GET' | 'POST', path: string, query: Query | undefined, body: unknown, request?: Request): Promise<T> {
  const url = new URL(path, `${settings.platformApiUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenOf(request);
  if (token) headers['Authorization'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.any([AbortSignal.timeout(settings.loaderTimeoutMs), ...(request ? [request.signal] : [])]),
    });
  } catch (error) {
    throw new PlatformError(`platform API unreachable: ${(error as Error).message}`, PLATFORM_UNREACHABLE);
  }
  let envelope: { code?: number; message?: string; data?: T };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new PlatformError(`platform API answered ${response.status} without JSON`, PLATFORM_UNREACHABLE);
  }
  if (envelope.code !== 0) throw new PlatformError(envelope.message || 'Error', envelope.code ?? response.status);
  return envelope.data as T;
}

export function platformGet<T>(path: string, query?: Query, request?: Request): Promise<T> {
  return call<T>('GET', path, query, undefined, request);
}

export function platformPost<T>(path: string, body: unknown, request?: Request): Promise<T> {
  return call<T>('POST', path, undefined, body, request);
}

/** The value, or `fallback` when the platform fails: for optional blocks of a page. */
export async function orFallback<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch {
    return fallback;
  }
}
