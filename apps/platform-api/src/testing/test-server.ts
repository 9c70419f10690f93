/** Starts the platform API on port 0 with a temporary DATA_DIR, a settable clock and the fixture. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { encodePublicId, LOGIN_APPID, LOGIN_PLATFORM, SMS_TYPE_LOGIN, type Envelope } from '@share/contract';
import { createPlatformApi, type PlatformApi, type PlatformApiOptions } from '../app';
import type { Clock } from '../clock';
import { FIXTURE } from './fixture';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private ms = Date.UTC(2026, 2, 15, 4, 0, 0)) {}
  now(): number {
    return this.ms;
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface TestApi {
  api: PlatformApi;
  url: string;
  clock: TestClock;
  dataDir: string;
  call<T = unknown>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<Envelope<T>>;
  anonymousToken(): Promise<string>;
  /** Logs a phone in through the SMS code and the dev outbox. */
  login(phone: string, deviceId?: string): Promise<{ token: string; user_id: string }>;
  /** The credential of an item's preview link, as the API issues it (its demo endpoint), valid `ttl` seconds. */
  previewToken(publicId: string, ttl?: number): Promise<string>;
  /** Database id of a fixture row by its seed key, as a public id. */
  publicIdOf(
    table: 'contents' | 'comments' | 'media_accounts' | 'users' | 'groups' | 'live_rooms',
    key: string,
  ): string;
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApi(options: Partial<PlatformApiOptions> = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-'));
  const clock = (options.clock as TestClock | undefined) ?? new TestClock();
  const api = await createPlatformApi({
    nodeEnv: 'test',
    seed: FIXTURE,
    smsIpHourlyCap: 1000,
    // Tests post many comments from one user at one instant; the limit has its own test.
    commentLimit: { burst: 1000, perMinute: 1000 },
    chatLimit: { burst: 1000, perMinute: 1000 },
    chatFrames: { burst: 1000, perMinute: 1000, cooldownSeconds: 60 },
    logger: pino({ level: 'silent' }),
    ...options,
    dataDir,
    clock,
  });
  const url = await api.listen(0);

  const call = async <T>(method: 'GET' | 'POST', route: string, { token, body, query, headers }: CallOptions = {}) => {
    const target = new URL(route, url);
    for (const [name, value] of Object.entries(query ?? {})) target.searchParams.set(name, String(value));
    const response = await fetch(target, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };

  const test: TestApi = {
    api,
    url,
    clock,
    dataDir,
    call,
    async anonymousToken() {
      const answer = await call<{ token: string }>('POST', '/peony/v1/auth', {
        body: { appid: LOGIN_APPID, platform: LOGIN_PLATFORM },
      });
      return answer.data.token;
    },
    async login(phone, deviceId = 'test-device') {
      // Step past the 60 s resend interval so one phone can log in again.
      clock.advance(61);
      const sent = await call('GET', '/peony/v1/vcode', { query: { tel: phone, type: SMS_TYPE_LOGIN } });
      if (sent.code !== 0) throw new Error(`vcode failed: ${sent.message}`);
      const outbox = await call<{ code: string }>('GET', '/dev/sms-outbox', { query: { tel: phone } });
      const answer = await call<{ token: string; user_id: string }>('POST', '/peony/v1/auth', {
        body: {
          appid: LOGIN_APPID,
          platform: LOGIN_PLATFORM,
          account: phone,
          device_id: deviceId,
          verify_code: outbox.data.code,
        },
      });
      if (answer.code !== 0) throw new Error(`login failed: ${answer.message}`);
      return answer.data;
    },
    async previewToken(publicId, ttl) {
      const answer = await call<{ preview_token: string }>('GET', `/dev/preview-link/${publicId}`, {
        query: ttl === undefined ? {} : { ttl },
      });
      if (answer.code !== 0) throw new Error(`no preview link: ${answer.message}`);
      return answer.data.preview_token;
    },
    publicIdOf(table, key) {
      const row = api.db.prepare(`SELECT id FROM ${table} WHERE key = ?`).get(key) as { id: number } | undefined;
      if (!row) throw new Error(`no ${table} row with key ${key}`);
      return encodePublicId(row.id);
    },
    stop: () => api.close(),
    async close() {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}
