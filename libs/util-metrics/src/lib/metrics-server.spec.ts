import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createHttpMetrics, methodLabel, serveMetrics } from './metrics-server';

describe('the metrics both servers share', () => {
  it('labels the four methods the servers answer as they are and anything else OTHER', () => {
    expect(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PROPFIND', undefined].map(methodLabel)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'OPTIONS',
      'OTHER',
      'OTHER',
      'OTHER',
    ]);
  });

  it('serves the registry at GET /metrics only: the request histogram and Node’s default metrics', async () => {
    const { registry, httpDuration } = createHttpMetrics();
    httpDuration.labels('GET', 'healthz', '200').observe(0.002);
    const server = serveMetrics(registry, 0, '127.0.0.1', pino({ level: 'silent' }));
    try {
      await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const scraped = await fetch(`${origin}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.0025",method="GET",route="healthz",status="200"} 1',
      );
      expect(text).toContain('process_resident_memory_bytes');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect((await fetch(`${origin}/`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('a port already taken is logged, not fatal', async () => {
    const first = serveMetrics(createHttpMetrics().registry, 0, '127.0.0.1', pino({ level: 'silent' }));
    await new Promise((resolve) => (first.listening ? resolve(undefined) : first.once('listening', resolve)));
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line).msg) });
    const second = serveMetrics(
      createHttpMetrics().registry,
      (first.address() as AddressInfo).port,
      '127.0.0.1',
      logger,
    );
    await new Promise((resolve) => second.once('error', resolve));
    expect(errors).toEqual(['metrics server failed; serving without metrics']);
    first.close();
  });
});
