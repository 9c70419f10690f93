import { createHtmlCache, isShareable } from './html-cache';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function page(body: string, init: ResponseInit = {}) {
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('anonymous HTML micro-cache', () => {
  it('renders once for a burst of identical requests, the others wait for that render', async () => {
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 10_000, maxBytes: 1_000_000 });
    const gate = deferred<Response>();
    let renders = 0;
    const render = () => {
      renders += 1;
      return gate.promise;
    };
    const burst = Array.from({ length: 50 }, () => cache.get('/a|wechat', render));
    gate.resolve(page('<p>article</p>'));
    const results = await Promise.all(burst);
    expect(renders).toBe(1);
    expect(results.map((r) => r.state).filter((s) => s === 'MISS')).toHaveLength(1);
    expect(results.every((r) => r.page.body.toString() === '<p>article</p>')).toBe(true);
    expect((await cache.get('/a|wechat', render)).state).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('serves a stale entry while one refresh runs, then the refreshed page', async () => {
    const time = clock();
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 10_000, maxBytes: 1_000_000, now: time.now });
    let version = 1;
    let renders = 0;
    const gate = deferred<void>();
    const render = async () => {
      renders += 1;
      if (renders > 1) await gate.promise;
      return page(`v${version}`);
    };
    await cache.get('k', render);
    time.advance(6000);
    version = 2;
    const stale = await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    expect(stale.map((r) => [r.state, r.page.body.toString()])).toEqual([
      ['STALE', 'v1'],
      ['STALE', 'v1'],
      ['STALE', 'v1'],
    ]);
    expect(renders).toBe(2);
    gate.resolve();
    await new Promise((r) => setImmediate(r));
    const fresh = await cache.get('k', render);
    expect([fresh.state, fresh.page.body.toString()]).toEqual(['HIT', 'v2']);
  });

  it('renders again once an entry is past its stale window', async () => {
    const time = clock();
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 1000, maxBytes: 1_000_000, now: time.now });
    let renders = 0;
    const render = async () => page(`r${++renders}`);
    await cache.get('k', render);
    time.advance(6001);
    const again = await cache.get('k', render);
    expect([again.state, again.page.body.toString()]).toEqual(['MISS', 'r2']);
  });

  it('never keeps a 404, an answer with Set-Cookie or a private answer', async () => {
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 10_000, maxBytes: 1_000_000 });
    const answers = {
      notFound: () => page('gone', { status: 404 }),
      cookie: () => page('x', { headers: { 'set-cookie': 'a=1' } }),
      private: () => page('x', { headers: { 'cache-control': 'private, no-store' } }),
    };
    for (const [key, answer] of Object.entries(answers)) {
      let renders = 0;
      const render = async () => {
        renders += 1;
        return answer();
      };
      await cache.get(key, render);
      const second = await cache.get(key, render);
      expect([key, second.state, renders]).toEqual([key, 'MISS', 2]);
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps its entries within the byte limit, dropping the least recently used', async () => {
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 0, maxBytes: 3 * (1000 + 1024) });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => page('x'.repeat(1000)));
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * (1000 + 1024));
    expect((await cache.get('a', async () => page('new'))).state).toBe('MISS');
  });

  it('a failed render reaches every waiter and is not cached', async () => {
    const cache = createHtmlCache({ ttlMs: 5000, staleMs: 0, maxBytes: 1_000_000 });
    const failing = () => Promise.reject(new Error('platform down'));
    await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('platform down');
    expect((await cache.get('k', async () => page('ok'))).state).toBe('MISS');
  });

  it('tells shareable answers', () => {
    expect(isShareable({ status: 200, headers: [['cache-control', 'public, s-maxage=30']] })).toBe(true);
    expect(isShareable({ status: 200, headers: [['Cache-Control', 'private, no-store']] })).toBe(false);
    expect(isShareable({ status: 500, headers: [] })).toBe(false);
  });
});
