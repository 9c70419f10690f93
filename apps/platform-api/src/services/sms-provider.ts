import type { Logger } from 'pino';

/** Sends login codes; swap in a real gateway by passing another provider to createPlatformApi. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string): Promise<void>;
}

export interface OutboxEntry {
  tel: string;
  code: string;
  /** Unix seconds. */
  sent_at: number;
}

/** Development provider: logs each code and keeps the latest per phone for GET /dev/sms-outbox. */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, OutboxEntry>();

  constructor(
    private readonly logger?: Logger,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async send(phone: string, code: string): Promise<void> {
    this.outbox.set(phone, { tel: phone, code, sent_at: Math.floor(this.now() / 1000) });
    this.logger?.info({ tel: phone, code }, 'dev sms: login code');
  }

  latest(phone: string): OutboxEntry | undefined {
    return this.outbox.get(phone);
  }
}

/** Production without a configured gateway: every send fails, so no code is ever logged. */
export class DisabledSmsProvider implements SmsProvider {
  readonly name = 'disabled';
  async send(): Promise<void> {
    throw new Error('no SMS gateway configured (SMS_PROVIDER=disabled)');
  }
}
