/**
 * The load context of every loader (React Router's getLoadContext): one typed platform client per
 * request from api-client's server entry (schema check, size cap, shared-data cache and the loader
 * timeout live there), the server settings, the visitor's abort signal and the answer's nonce.
 * Loaders take `context.api` and call its typed endpoints (`context.api.endpoints.contentDetail(...)`).
 *
 * The request id is the incoming X-Request-Id, else a fresh one per request, so one page's calls can
 * be traced.
 */
import type { AppLoadContext } from 'react-router';
import { randomBytes } from 'node:crypto';
import { v4 as uuidv4 } from 'uuid';
import { isRefusal, type ShareApi } from '@share/api-client';
// A type only: the HTTP server bundles this module, and @share/ui's components are not for it.
import type { RenderOnlyData } from '@share/ui';
import {
  createServerApi,
  createSharedData as createPlatformSharedData,
  type ServerApiOptions,
  type SharedData,
} from '@share/api-client/server';
import type { PageChunks } from './page-chunks';
import type { ShareWebSettings } from './settings';

export interface ShareLoadContext {
  /** Typed calls of the platform API for this request: the server's timeout, the request's abort. */
  api: ShareApi;
  settings: ShareWebSettings;
  /** Aborted when the visitor goes away before the render ends. */
  signal: AbortSignal;
  /** This answer's Content-Security-Policy nonce (entry.server puts it on every script). */
  nonce: string;
  /**
   * What loaders hand to the server render without it reaching the hydration data (entry.server
   * provides it around the router); null for a client navigation's data request, which renders nothing.
   */
  renderOnly: RenderOnlyData | null;
  /**
   * Metrics: entry.server calls it when a document render starts, with the deepest matched route's
   * id, and calls what it answers once the HTML is complete.
   */
  onRender?: (routeId: string) => () => void;
  /**
   * The addresses of the chunks of the lazily loaded pages a render showed, for the page's loader to
   * fetch with the first load (page-chunks.ts); none without a client build's manifest.
   */
  pageChunks?: PageChunks;
  /**
   * Whether a platform call of this render failed, timed out or was cut off (a refusal, the
   * platform's "no such item", is an answer): its loaders fell back to an empty block or 网络不给力,
   * so the answer is kept by no cache (html-cache-middleware.ts, notStoredWhenDegraded).
   */
  degraded?: () => boolean;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  interface AppLoadContext extends ShareLoadContext {}
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * How a platform call of a render ended, for metrics: an answer (ok), the platform's refusal (a code
 * from 1 to 499: not found, invalid), no answer in time (timeout), the visitor leaving first
 * (aborted), anything else (error: unreachable, a 5xx, an answer that is not the contract's).
 */
export type UpstreamOutcome = 'ok' | 'refused' | 'timeout' | 'aborted' | 'error';

type PlatformCall = Parameters<NonNullable<ServerApiOptions['onCall']>>[0];

function upstreamOutcome(outcome: PlatformCall['outcome']): UpstreamOutcome {
  return outcome === 'ok' || outcome === 'refused' || outcome === 'timeout' || outcome === 'aborted'
    ? outcome
    : 'error';
}

/** Told of every platform call: its endpoint name, outcome and seconds. */
export type UpstreamObserver = (endpoint: string, outcome: UpstreamOutcome, seconds: number) => void;

/** One shared-data cache per server (SHARED_DATA_CACHE_SECONDS, SHARED_DATA_STALE_SECONDS). */
export function createSharedData(settings: ShareWebSettings, fetch?: typeof globalThis.fetch): SharedData {
  return createPlatformSharedData({
    baseUrl: settings.platformApiUrl,
    timeoutMs: settings.loaderTimeoutMs,
    maxAnswerBytes: settings.upstreamMaxBytes,
    ttlMs: settings.sharedDataCacheMs,
    staleMs: settings.sharedDataStaleMs,
    itemTtlMs: settings.itemDataCacheMs,
    itemStaleMs: settings.itemDataStaleMs,
    fetch,
  });
}

export interface LoadContextInput {
  settings: ShareWebSettings;
  /** The server's shared-data cache; without it every call goes to the platform. */
  shared?: SharedData;
  /** The incoming X-Request-Id header, if any. */
  requestId?: string | null;
  /** Aborted when the visitor's connection closes before the answer is sent. */
  signal: AbortSignal;
  fetch?: typeof globalThis.fetch;
  /** Told of each platform call of this render (metrics). */
  observeUpstream?: UpstreamObserver;
  /** The load context's onRender (metrics). */
  onRender?: (routeId: string) => () => void;
  /** A client navigation's loader data request (a path ending in .data): no HTML is rendered from it. */
  dataRequest?: boolean;
  /** The load context's pageChunks. */
  pageChunks?: PageChunks;
}

/** A request's typed platform calls (the load context's `api`; the site's server answers some API requests with it too). */
export function createRequestApi({
  settings,
  requestId,
  signal,
  fetch,
  shared,
  observeUpstream,
  onFailure,
  viewerToken,
}: Omit<LoadContextInput, 'onRender' | 'dataRequest'> & {
  onFailure?: (endpoint: string, error: unknown) => void;
  /** The visitor's token, for the site's answer of their own state (no shared cache then). */
  viewerToken?: string;
}): ShareApi {
  return createServerApi({
    baseUrl: settings.platformApiUrl,
    timeoutMs: settings.loaderTimeoutMs,
    maxAnswerBytes: settings.upstreamMaxBytes,
    requestId: requestId && REQUEST_ID_PATTERN.test(requestId) ? requestId : uuidv4(),
    signal,
    shared,
    viewerToken,
    fetch,
    onFailure,
    onCall:
      observeUpstream &&
      ((call) => observeUpstream(call.endpoint, upstreamOutcome(call.outcome), call.durationMs / 1000)),
  });
}

export function createLoadContext({ onRender, dataRequest, pageChunks, ...input }: LoadContextInput): AppLoadContext {
  const { settings, signal } = input;
  let degraded = false;
  const onFailure = (_endpoint: string, error: unknown) => {
    if (!isRefusal(error)) degraded = true;
  };
  return {
    api: createRequestApi({ ...input, onFailure }),
    settings,
    signal,
    nonce: randomBytes(16).toString('base64'),
    onRender,
    renderOnly: dataRequest ? null : new Map(),
    pageChunks,
    degraded: () => degraded,
  };
}
