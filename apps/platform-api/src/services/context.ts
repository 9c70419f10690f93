import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { SmsProvider } from './sms-provider';

/** What route modules need: the database, the clock, settings and the pluggable parts. */
export interface ApiContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The demo endpoints under /dev are served (config's DEMO). */
  demoEndpoints: boolean;
  smsProvider: SmsProvider;
  tokenTtlSeconds: number;
  anonymousTokenTtlSeconds: number;
  smsIpHourlyCap: number;
  /** Codes one phone may be sent in 24 hours. */
  smsPhoneDailyCap: number;
  /** Wrong passwords per phone and per address within lockoutSeconds before password login locks. */
  passwordLimit: { perPhone: number; perAddress: number; lockoutSeconds: number };
  /** Comment writes per user: a burst, then this many per minute. */
  commentLimit: { burst: number; perMinute: number };
  /** Live chat messages per user (REST and socket): a burst, then this many per minute. */
  chatLimit: { burst: number; perMinute: number };
  /** Open chat sockets per token and per client address. */
  chatSockets: { perToken: number; perAddress: number };
  /** Frames per chat socket (a token bucket), and the cool-down of an address whose socket ran out. */
  chatFrames: { burst: number; perMinute: number; cooldownSeconds: number };
  /** Preview links' credentials: the HMAC secret and how long a link the API issues stays valid. */
  previewLinks: { secret: string; ttlSeconds: number };
  /** Link tokens (issue 63): how long one can be claimed, and how many one address may create. */
  linkTokens: { ttlSeconds: number; burst: number; perMinute: number };
}
