/**
 * The anonymous HTML micro-cache (apps/share-web/server/html-cache.ts): anonymous page requests are
 * answered from it, a visitor's session, a preview or a 404 never are.
 */
import { expect, test } from '@playwright/test';
import { seededArticlePath } from './support';

const UA = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47' };

test.describe('HTML micro-cache', () => {
  test('an anonymous page is rendered once, then served from the cache with the same bytes but its own nonce', async ({ request }) => {
    const path = `${await seededArticlePath(request)}?cache-test=${Date.now()}`;
    const first = await request.get(path, { headers: UA });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache']).toBe('MISS');
    const second = await request.get(path, { headers: UA });
    expect(second.headers()['x-cache']).toBe('HIT');
    const nonceOf = (answer: typeof first) => /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'])?.[1] ?? '';
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect((await second.text()).replaceAll(nonceOf(second), 'NONCE')).toBe((await first.text()).replaceAll(nonceOf(first), 'NONCE'));
    expect(second.headers()['cache-control']).toContain('s-maxage=');
  });

  test('a burst of identical anonymous requests causes one render', async ({ request }) => {
    const path = `${await seededArticlePath(request)}?burst=${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => request.get(path, { headers: UA })));
    const states = answers.map((answer) => answer.headers()['x-cache']);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(11);
  });

  test('environments do not share an entry: WeChat and a plain phone browser render separately', async ({ request }) => {
    const path = `/davmu/share/?env-test=${Date.now()}`;
    expect((await request.get(path, { headers: UA })).headers()['x-cache']).toBe('MISS');
    const android = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
    expect((await request.get(path, { headers: android })).headers()['x-cache']).toBe('MISS');
    expect((await request.get(path, { headers: android })).headers()['x-cache']).toBe('HIT');
  });

  test('a request carrying a session is never answered from the cache', async ({ request }) => {
    const path = `${await seededArticlePath(request)}?session-test=${Date.now()}`;
    await request.get(path, { headers: UA });
    expect((await request.get(path, { headers: UA })).headers()['x-cache']).toBe('HIT');
    const withToken = await request.get(path, { headers: { ...UA, authorization: 'user-token' } });
    expect(withToken.headers()['x-cache']).toBeUndefined();
    expect(withToken.headers()['cache-control']).toBe('private, no-store');
  });

  test('a preview is never cached', async ({ request }) => {
    const path = `${(await seededArticlePath(request)).replace('/news/', '/preview-alice/')}?preview-test=${Date.now()}`;
    const first = await request.get(path, { headers: UA });
    const second = await request.get(path, { headers: UA });
    expect(first.headers()['x-cache']).toBeUndefined();
    expect(second.headers()['x-cache']).toBeUndefined();
  });

  test('a 404 is not cached', async ({ request }) => {
    const path = `/davmu/share/no-such-page-${Date.now()}`;
    const first = await request.get(path, { headers: UA });
    expect(first.status()).toBe(404);
    const second = await request.get(path, { headers: UA });
    expect(second.status()).toBe(404);
    expect(second.headers()['x-cache']).toBe('MISS');
  });
});
