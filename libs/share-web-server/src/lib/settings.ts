/**
 * Server settings, read once from the environment. Every setting is documented in the README.
 */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export interface ShareWebSettings {
  port: number;
  host: string;
  platformApiUrl: string;
  /** Time a server render waits for the platform API before it shows an empty or error state. */
  loaderTimeoutMs: number;
  /** Time the API proxy waits for the platform before it answers 504. */
  upstreamTimeoutMs: number;
  statsHost: string;
  wxSdkUrl: string;
  /** Opening the app (README "Settings"); the app info's values win over these. */
  openApp: {
    scheme: string;
    universalLinkBase: string | null;
    androidPackage: string | null;
    wxOpenAppId: string | null;
    downloadUrl: string | null;
  };
  allowedPcHosts: string[];
  trustProxy: boolean;
  logLevel: string;
  shutdownGraceMs: number;
  /** How long an anonymous page stays in the HTML micro-cache; 0 turns the cache off. */
  htmlCacheMs: number;
  /** How long after that a cached page is still served while one refresh runs. */
  htmlCacheStaleMs: number;
  /** Byte limit of the HTML micro-cache. */
  htmlCacheMaxBytes: number;
  /** How long data that is the same for every visitor (site configuration, shared lists) is reused. */
  sharedDataCacheMs: number;
  /** How long after that it is still used while one refresh runs. */
  sharedDataStaleMs: number;
  /** How long an item's published data (detail, media account, first page of comments) is reused; 0: never. */
  itemDataCacheMs: number;
  /** How long after that it is still used while one refresh runs. */
  itemDataStaleMs: number;
  /** The largest platform answer a server render reads; a larger one is a bad answer (502). */
  upstreamMaxBytes: number;
  /** Send Strict-Transport-Security on every answer (it is sent anyway on requests that came over HTTPS). */
  hsts: boolean;
  /** Port of the Prometheus metrics (GET /metrics), never the public one; 0 turns them off. */
  metricsPort: number;
  /** Address the metrics port is bound to (this machine only by default). */
  metricsHost: string;
  /** Share of visits whose real-user vitals (LCP, INP, CLS, FCP, TTFB) are sent, 0 to 1. */
  webVitalsSampleRate: number;
  /**
   * Text and buttons in the configured brand colour exactly (the spec's theme colour), not in its
   * shade darkened for 4.5:1 contrast (the default).
   */
  brandColorExact: boolean;
  /** Page renders in flight at most; past it a render is answered 503 at once (0: not limited). */
  shedMaxRenders: number;
  /** The event loop's delay at most (ms); past it a render is answered 503 at once (0: not watched). */
  shedMaxEventLoopDelayMs: number;
  /** Retry-After of a shed render, in seconds. */
  shedRetryAfterSeconds: number;
}

function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ShareWebSettings {
  return {
    port: int(env['PORT'], 4200),
    host: env['HOST'] || '0.0.0.0',
    platformApiUrl: (env['PLATFORM_API_URL'] || 'http://localhost:3333').replace(/\/+$/, ''),
    loaderTimeoutMs: int(env['LOADER_TIMEOUT_MS'], 3000),
    upstreamTimeoutMs: int(env['UPSTREAM_TIMEOUT_MS'], 8000),
    statsHost: (env['STATS_HOST'] || '').replace(/\/+$/, ''),
    wxSdkUrl: env['WX_SDK_URL'] || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    openApp: {
      scheme: env['APP_SCHEME'] || 'davmu',
      universalLinkBase: env['APP_UNIVERSAL_LINK'] || null,
      androidPackage: env['APP_ANDROID_PACKAGE'] || null,
      wxOpenAppId: env['WX_OPEN_APP_ID'] || null,
      downloadUrl: env['APP_DOWNLOAD_URL'] || null,
    },
    allowedPcHosts: list(env['ALLOWED_PC_HOSTS']),
    trustProxy: env['TRUST_PROXY'] === 'true' || env['TRUST_PROXY'] === '1',
    logLevel: env['LOG_LEVEL'] || (env['NODE_ENV'] === 'test' ? 'warn' : 'info'),
    shutdownGraceMs: int(env['SHUTDOWN_GRACE_MS'], 10_000),
    htmlCacheMs: nonNegative(env['HTML_CACHE_SECONDS'], 5) * 1000,
    htmlCacheStaleMs: nonNegative(env['HTML_CACHE_STALE_SECONDS'], 30) * 1000,
    htmlCacheMaxBytes: nonNegative(env['HTML_CACHE_MAX_MB'], 64) * 1024 * 1024,
    sharedDataCacheMs: nonNegative(env['SHARED_DATA_CACHE_SECONDS'], 30) * 1000,
    sharedDataStaleMs: nonNegative(env['SHARED_DATA_STALE_SECONDS'], 300) * 1000,
    itemDataCacheMs: nonNegative(env['ITEM_DATA_CACHE_SECONDS'], 2) * 1000,
    itemDataStaleMs: nonNegative(env['ITEM_DATA_STALE_SECONDS'], 10) * 1000,
    upstreamMaxBytes: Math.max(1, nonNegative(env['UPSTREAM_MAX_MB'], 4)) * 1024 * 1024,
    hsts: env['HSTS'] === 'true' || env['HSTS'] === '1',
    metricsPort: nonNegative(env['METRICS_PORT'], 9464),
    metricsHost: env['METRICS_HOST'] || '127.0.0.1',
    webVitalsSampleRate: Math.min(1, nonNegative(env['WEB_VITALS_SAMPLE_RATE'], 1)),
    brandColorExact: env['BRAND_COLOR_EXACT'] === 'true' || env['BRAND_COLOR_EXACT'] === '1',
    shedMaxRenders: Math.floor(nonNegative(env['SHED_MAX_RENDERS'], 4)),
    shedMaxEventLoopDelayMs: nonNegative(env['SHED_MAX_EVENT_LOOP_DELAY_MS'], 0),
    shedRetryAfterSeconds: int(env['SHED_RETRY_AFTER_SECONDS'], 1),
  };
}

export const settings = readSettings();
