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
  /** Comment writes per user: a burst, then this many per minute. */
  commentLimit: { burst: number; perMinute: number };
  /** Live chat messages per user (REST and socket): a burst, then this many per minute. */
  chatLimit: { burst: number; perMinute: number };
  /** Open chat sockets per token and per client address. */
  chatSockets: { perToken: number; perAddress: number };
}
