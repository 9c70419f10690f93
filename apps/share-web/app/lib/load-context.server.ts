/**
 * The load context of every loader (React Router's getLoadContext): one typed platform client per
 * request, built on the api-client, and the server settings. Loaders and feature loaders take
 * `context.api` and call its typed endpoints (`context.api.endpoints.contentDetail(...)`); no other
 * HTTP client, path table or `get(path)` function exists on the server.
 *
 * The server never holds a visitor's token (it stays in the browser and travels only in the
 * Authorization header of API calls), so server renders are anonymous; the request id is the
 * incoming X-Request-Id, else a fresh one per request, so one page's calls can be traced.
 */
import type { AppLoadContext } from 'react-router';
import { v4 as uuidv4 } from 'uuid';
import { createApiClient, createShareApi, type ShareApi } from '@share/api-client';
import type { ShareWebSettings } from './settings.server';

export interface ShareLoadContext {
  /** Typed calls of the platform API for this request: the server's timeout, the request's abort. */
  api: ShareApi;
  settings: ShareWebSettings;
  /** Aborted when the visitor goes away before the render ends. */
  signal: AbortSignal;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  interface AppLoadContext extends ShareLoadContext {}
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

export interface LoadContextInput {
  settings: ShareWebSettings;
  /** The incoming X-Request-Id header, if any. */
  requestId?: string | null;
  /** Aborted when the visitor's connection closes before the answer is sent. */
  signal: AbortSignal;
  fetch?: typeof fetch;
}

export function createLoadContext({ settings, requestId, signal, fetch }: LoadContextInput): AppLoadContext {
  const id = requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : uuidv4();
  const client = createApiClient({
    baseUrl: settings.platformApiUrl,
    timeoutMs: settings.loaderTimeoutMs,
    getToken: () => '',
    getRequestId: () => id,
    onMissingToken: () => undefined,
    signal,
    fetch,
  });
  return { api: createShareApi(client), settings, signal };
}
