// The API's Prometheus metrics: request durations under the contract's route pattern (never the URL),
// the open live-chat sockets going up and down, and /metrics only on its own port.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { WebSocket } from 'ws';
import { createApiMetrics, type ApiMetrics } from './http/metrics';
import { serveMetrics } from '@share/util-metrics';
import { startTestApi, type TestApi } from './testing/test-server';

/** A counter's value or a histogram's _count for exactly these labels (0 when absent). */
async function countOf(metrics: ApiMetrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  const found = values.find(
    (value) =>
      [name, `${name}_count`].includes((value as { metricName?: string }).metricName ?? name) &&
      wanted.every(([label, expected]) => String(value.labels[label]) === expected),
  );
  return found?.value ?? 0;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits until the gauge reads `expected` (the server sees a close a moment after the client). */
async function gaugeReaches(metrics: ApiMetrics, expected: number): Promise<number> {
  let value = await countOf(metrics, 'platform_live_chat_connections');
  for (let tries = 0; value !== expected && tries < 50; tries += 1) {
    await settle();
    value = await countOf(metrics, 'platform_live_chat_connections');
  }
  return value;
}

describe('API metrics', () => {
  let t: TestApi;
  let metrics: ApiMetrics;
  let live: string;
  beforeAll(async () => {
    metrics = createApiMetrics();
    t = await startTestApi({ metrics });
    live = t.publicIdOf('live_rooms', 'live-1');
  });
  afterAll(() => t.close());

  it('times requests under the contract path express matched, not the URL', async () => {
    await t.call('GET', `/peony/v3/live/info/${live}`);
    await t.call('GET', '/peony/v3/live/info/NoSuchId');
    await t.call('GET', '/no/such/path');
    // A request is counted when its answer has finished, which can come a moment after the client
    // has read it (20 ms was too short on a loaded machine): wait for the count, 3 s at most.
    const reaches = async (labels: Record<string, string>, expected: number) => {
      let value = await countOf(metrics, 'http_request_duration_seconds', labels);
      for (let tries = 0; value < expected && tries < 150; tries += 1) {
        await settle();
        value = await countOf(metrics, 'http_request_duration_seconds', labels);
      }
      return value;
    };
    expect(await reaches({ method: 'GET', route: '/peony/v3/live/info/:id', status: '200' }, 2)).toBe(2);
    expect(await reaches({ method: 'GET', route: 'other', status: '404' }, 1)).toBe(1);
    expect(await metrics.registry.metrics()).not.toContain(live);
  });

  it('counts open live-chat sockets up and down', async () => {
    const open = async () => {
      const socket = new WebSocket(
        `${t.url.replace('http', 'ws')}/peony/v3/live/ws?token=${await t.anonymousToken()}&live_id=${live}`,
      );
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    };
    expect(await countOf(metrics, 'platform_live_chat_connections')).toBe(0);
    const first = await open();
    const second = await open();
    expect(await countOf(metrics, 'platform_live_chat_connections')).toBe(2);
    first.close();
    await new Promise((resolve) => first.once('close', resolve));
    expect(await gaugeReaches(metrics, 1)).toBe(1);
    second.close();
    await new Promise((resolve) => second.once('close', resolve));
    expect(await gaugeReaches(metrics, 0)).toBe(0);
  });

  it('counts login codes handed to the SMS provider by result, never the phone number', async () => {
    const tel = '13500000077';
    const sent = await countOf(metrics, 'platform_sms_sends_total', { provider: 'dev', result: 'sent' });
    expect((await t.call('GET', `/peony/v1/vcode?tel=${tel}&type=6`)).code).toBe(0);
    expect(await countOf(metrics, 'platform_sms_sends_total', { provider: 'dev', result: 'sent' })).toBe(sent + 1);
    expect(await metrics.registry.metrics()).not.toContain(tel);
  });

  it('serves /metrics on its own port; the API port answers 404 for it', async () => {
    const answer = await fetch(`${t.url}/metrics`);
    expect(answer.status).toBe(404);
    const server = serveMetrics(metrics.registry, 0, '127.0.0.1', pino({ level: 'silent' }));
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const text = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)).text();
      for (const name of [
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'platform_live_chat_connections 0',
      ]) {
        expect(text).toContain(name);
      }
    } finally {
      server.close();
    }
  });
});
