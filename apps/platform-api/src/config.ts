import path from 'node:path';
import {
  ANONYMOUS_TOKEN_TTL_S_DEFAULT,
  CHAT_BURST_DEFAULT,
  CHAT_FLOOD_COOLDOWN_S_DEFAULT,
  CHAT_FRAME_BURST_DEFAULT,
  CHAT_FRAMES_PER_MINUTE_DEFAULT,
  CHAT_PER_MINUTE_DEFAULT,
  CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
  CHAT_SOCKETS_PER_TOKEN_DEFAULT,
  COMMENT_BURST_DEFAULT,
  COMMENT_PER_MINUTE_DEFAULT,
  LINK_TOKEN_BURST_DEFAULT,
  LINK_TOKEN_PER_MINUTE_DEFAULT,
  LINK_TOKEN_TTL_S_DEFAULT,
  PASSWORD_IP_MAX_FAILURES_DEFAULT,
  PASSWORD_LOCKOUT_S_DEFAULT,
  PASSWORD_PHONE_MAX_FAILURES_DEFAULT,
  PREVIEW_LINK_SECRET_MIN_LENGTH,
  PREVIEW_LINK_TTL_S_DEFAULT,
  SMS_IP_HOURLY_CAP_DEFAULT,
  SMS_PHONE_DAILY_CAP_DEFAULT,
  TOKEN_TTL_S_DEFAULT,
} from './limits';
import type { DemoSettings } from './seed/demo-settings';
import { randomPreviewSecret } from './services/preview-links';

/** Settings of the platform API, read from the environment (docs/settings.md lists them). */
export interface PlatformApiConfig {
  port: number;
  host: string;
  dataDir: string;
  nodeEnv: string;
  /**
   * Whose X-Forwarded-For counts (Express's `trust proxy`): a number, that many proxies in front (0,
   * the default: none, the socket's address is the client); or a list of the proxies' addresses
   * and subnets. docs/settings.md, docs/hardening.md.
   */
  trustProxy: TrustProxy;
  tokenTtlSeconds: number;
  anonymousTokenTtlSeconds: number;
  smsIpHourlyCap: number;
  /** SMS_PHONE_DAILY_CAP: codes one phone may be sent in 24 hours. */
  smsPhoneDailyCap: number;
  /** PASSWORD_MAX_FAILURES, PASSWORD_IP_MAX_FAILURES, PASSWORD_LOCKOUT: password login's lockout. */
  passwordPhoneMaxFailures: number;
  passwordIpMaxFailures: number;
  passwordLockoutSeconds: number;
  /** Comment writes per user: a burst, then this many per minute. */
  commentBurst: number;
  commentPerMinute: number;
  /** Live chat messages per user: a burst, then this many per minute. */
  chatBurst: number;
  chatPerMinute: number;
  /** Open chat sockets per token and per client address. */
  chatSocketsPerToken: number;
  chatSocketsPerAddress: number;
  /** Frames per chat socket, valid or not: a burst, then this many per minute; past it, closed with 4429. */
  chatFrameBurst: number;
  chatFramesPerMinute: number;
  /** Seconds an address whose socket ran out of frames holds fewer sockets. */
  chatFloodCooldownSeconds: number;
  /**
   * PREVIEW_LINK_SECRET: the HMAC key of preview links' credentials. Required in production; elsewhere
   * a random one per process (links then die with the process).
   */
  previewLinkSecret: string;
  /** PREVIEW_LINK_TTL: seconds a preview link the API issues stays valid. */
  previewLinkTtlSeconds: number;
  /** LINK_TOKEN_TTL: seconds a deferred-deep-link token can be claimed (issue 63). */
  linkTokenTtlSeconds: number;
  /** LINK_TOKEN_BURST, LINK_TOKEN_PER_MINUTE: link tokens one client address may create. */
  linkTokenBurst: number;
  linkTokenPerMinute: number;
  /** 'dev' logs codes and keeps the outbox; 'disabled' refuses to send. */
  smsProvider: 'dev' | 'disabled';
  /**
   * DEMO: the demo endpoints (/dev/sms-outbox, /dev/tracker-events, /dev/live/{id}/schedule) the
   * README's "Trying it out" uses. On outside production; `npm start` turns it on; a production
   * deployment leaves it off.
   */
  demoEndpoints: boolean;
  /** DEMO_SITE_ORIGIN, DEMO_IOS_APP_ID, DEMO_WX_APP_ID, DEMO_APP_DOWNLOAD_URL: filled into the demo set when seeding. */
  demoSettings: Partial<DemoSettings>;
  logLevel: string;
  /** Port of the Prometheus metrics (GET /metrics), never the API's own; 0 turns them off. */
  metricsPort: number;
  /** Address the metrics port is bound to (this machine only by default). */
  metricsHost: string;
}

function intSetting(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return parsed;
}

/** Express's `trust proxy`: the number of proxies in front, or their addresses (`loopback`, `10.0.0.0/8`, …). */
export type TrustProxy = number | string[];

function trustProxySetting(value: string | undefined): TrustProxy {
  const setting = (value || '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(setting)) return 0;
  if (/^\d+$/.test(setting)) return Number(setting);
  // `true` would trust every hop: the client's own X-Forwarded-For would choose its address.
  if (['true', 'yes'].includes(setting))
    throw new Error(
      'TRUST_PROXY must be the number of proxies in front (1: the site, 2: nginx and the site) or their addresses, got true',
    );
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function booleanSetting(value: string | undefined, fallback: boolean, name: string): boolean {
  const setting = (value || '').toLowerCase();
  if (setting === '') return fallback;
  if (['1', 'true', 'yes'].includes(setting)) return true;
  if (['0', 'false', 'no'].includes(setting)) return false;
  throw new Error(`${name} must be true or false, got ${value}`);
}

/** A production API without its own secret would sign links nobody else can check: refuse to start. */
function previewSecretSetting(value: string | undefined, nodeEnv: string): string {
  if (!value) {
    if (nodeEnv === 'production')
      throw new Error('PREVIEW_LINK_SECRET must be set in production (the key that signs preview links)');
    return randomPreviewSecret();
  }
  if (value.length < PREVIEW_LINK_SECRET_MIN_LENGTH)
    throw new Error(`PREVIEW_LINK_SECRET must be at least ${PREVIEW_LINK_SECRET_MIN_LENGTH} characters`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PlatformApiConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const smsProvider = env.SMS_PROVIDER || (nodeEnv === 'production' ? 'disabled' : 'dev');
  if (smsProvider !== 'dev' && smsProvider !== 'disabled')
    throw new Error(`SMS_PROVIDER must be dev or disabled, got ${smsProvider}`);
  return {
    previewLinkSecret: previewSecretSetting(env.PREVIEW_LINK_SECRET, nodeEnv),
    previewLinkTtlSeconds: intSetting(env.PREVIEW_LINK_TTL, PREVIEW_LINK_TTL_S_DEFAULT, 'PREVIEW_LINK_TTL'),
    linkTokenTtlSeconds: intSetting(env.LINK_TOKEN_TTL, LINK_TOKEN_TTL_S_DEFAULT, 'LINK_TOKEN_TTL'),
    linkTokenBurst: intSetting(env.LINK_TOKEN_BURST, LINK_TOKEN_BURST_DEFAULT, 'LINK_TOKEN_BURST'),
    linkTokenPerMinute: intSetting(env.LINK_TOKEN_PER_MINUTE, LINK_TOKEN_PER_MINUTE_DEFAULT, 'LINK_TOKEN_PER_MINUTE'),
    port: intSetting(env.PLATFORM_API_PORT, 3333, 'PLATFORM_API_PORT'),
    host: env.PLATFORM_API_HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    nodeEnv,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    tokenTtlSeconds: intSetting(env.TOKEN_TTL, TOKEN_TTL_S_DEFAULT, 'TOKEN_TTL'),
    anonymousTokenTtlSeconds: intSetting(env.ANONYMOUS_TOKEN_TTL, ANONYMOUS_TOKEN_TTL_S_DEFAULT, 'ANONYMOUS_TOKEN_TTL'),
    smsIpHourlyCap: intSetting(env.SMS_IP_HOURLY_CAP, SMS_IP_HOURLY_CAP_DEFAULT, 'SMS_IP_HOURLY_CAP'),
    smsPhoneDailyCap: intSetting(env.SMS_PHONE_DAILY_CAP, SMS_PHONE_DAILY_CAP_DEFAULT, 'SMS_PHONE_DAILY_CAP'),
    passwordPhoneMaxFailures: intSetting(
      env.PASSWORD_MAX_FAILURES,
      PASSWORD_PHONE_MAX_FAILURES_DEFAULT,
      'PASSWORD_MAX_FAILURES',
    ),
    passwordIpMaxFailures: intSetting(
      env.PASSWORD_IP_MAX_FAILURES,
      PASSWORD_IP_MAX_FAILURES_DEFAULT,
      'PASSWORD_IP_MAX_FAILURES',
    ),
    passwordLockoutSeconds: intSetting(env.PASSWORD_LOCKOUT, PASSWORD_LOCKOUT_S_DEFAULT, 'PASSWORD_LOCKOUT'),
    commentBurst: intSetting(env.COMMENT_BURST, COMMENT_BURST_DEFAULT, 'COMMENT_BURST'),
    commentPerMinute: intSetting(env.COMMENT_PER_MINUTE, COMMENT_PER_MINUTE_DEFAULT, 'COMMENT_PER_MINUTE'),
    chatBurst: intSetting(env.CHAT_BURST, CHAT_BURST_DEFAULT, 'CHAT_BURST'),
    chatPerMinute: intSetting(env.CHAT_PER_MINUTE, CHAT_PER_MINUTE_DEFAULT, 'CHAT_PER_MINUTE'),
    chatSocketsPerToken: intSetting(
      env.CHAT_SOCKETS_PER_TOKEN,
      CHAT_SOCKETS_PER_TOKEN_DEFAULT,
      'CHAT_SOCKETS_PER_TOKEN',
    ),
    chatSocketsPerAddress: intSetting(
      env.CHAT_SOCKETS_PER_ADDRESS,
      CHAT_SOCKETS_PER_ADDRESS_DEFAULT,
      'CHAT_SOCKETS_PER_ADDRESS',
    ),
    chatFrameBurst: intSetting(env.CHAT_FRAME_BURST, CHAT_FRAME_BURST_DEFAULT, 'CHAT_FRAME_BURST'),
    chatFramesPerMinute: intSetting(
      env.CHAT_FRAMES_PER_MINUTE,
      CHAT_FRAMES_PER_MINUTE_DEFAULT,
      'CHAT_FRAMES_PER_MINUTE',
    ),
    chatFloodCooldownSeconds: intSetting(env.CHAT_FLOOD_COOLDOWN, CHAT_FLOOD_COOLDOWN_S_DEFAULT, 'CHAT_FLOOD_COOLDOWN'),
    smsProvider,
    demoEndpoints: booleanSetting(env.DEMO, nodeEnv !== 'production', 'DEMO'),
    demoSettings: {
      ...(env.DEMO_SITE_ORIGIN ? { siteOrigin: env.DEMO_SITE_ORIGIN } : {}),
      iosAppId: env.DEMO_IOS_APP_ID || '',
      wxAppId: env.DEMO_WX_APP_ID || '',
      downloadUrl: env.DEMO_APP_DOWNLOAD_URL || '',
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    metricsPort: intSetting(env.PLATFORM_API_METRICS_PORT, 9465, 'PLATFORM_API_METRICS_PORT'),
    metricsHost: env.PLATFORM_API_METRICS_HOST || '127.0.0.1',
  };
}
