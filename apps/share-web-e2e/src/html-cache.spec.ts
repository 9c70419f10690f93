/**
 * The HTML micro-cache (libs/share-web-server/src/lib/html-cache.ts): page requests are answered from
 * it, a visitor's session or not (issue 62); /auth, a preview or a 404 never are. A page is keyed by its
 * canonical address (the query keys its routes read): a test that needs a page of its own gives the
 * home page a group of its own; WeChat's share parameters and unknown keys never make another entry.
 */
import { type APIResponse, expect, test } from '@playwright/test';
import { previewLinkOf, seededArticlePath, waitForHydration } from './support';

/** A home page no other request has asked for yet (a group is a key the home page reads). */
const freshHome = (name: string) => `/davmu/share/?group=${name}-${Date.now()}`;

const UA = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};

test.describe('HTML micro-cache', () => {
  test('an anonymous page is rendered once, then served from the cache with the same bytes but its own nonce', async ({
    request,
  }) => {
    const path = freshHome('cache-test');
    const first = await request.get(path, { headers: UA });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache']).toBe('MISS');
    const second = await request.get(path, { headers: UA });
    expect(second.headers()['x-cache']).toBe('HIT');
    const nonceOf = (answer: typeof first) =>
      /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'])?.[1] ?? '';
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect((await second.text()).replaceAll(nonceOf(second), 'NONCE')).toBe(
      (await first.text()).replaceAll(nonceOf(first), 'NONCE'),
    );
    expect(second.headers()['cache-control']).toContain('s-maxage=');
  });

  test('a burst of identical anonymous requests causes one render', async ({ request }) => {
    const path = freshHome('burst');
    const answers = await Promise.all(Array.from({ length: 12 }, () => request.get(path, { headers: UA })));
    const states = answers.map((answer) => answer.headers()['x-cache']);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(11);
  });

  test('environments do not share an entry: WeChat and a plain phone browser render separately', async ({
    request,
  }) => {
    const path = freshHome('env-test');
    expect((await request.get(path, { headers: UA })).headers()['x-cache']).toBe('MISS');
    const android = {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    };
    expect((await request.get(path, { headers: android })).headers()['x-cache']).toBe('MISS');
    expect((await request.get(path, { headers: android })).headers()['x-cache']).toBe('HIT');
  });

  test('a request carrying a session is answered from the cache like any other; /auth never is', async ({
    request,
  }) => {
    const path = freshHome('session-test');
    await request.get(path, { headers: UA });
    const withSession = await request.get(path, { headers: { ...UA, cookie: 'share_session=1' } });
    expect(withSession.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
    expect(withSession.headers()['cache-control']).toContain('s-maxage=');
    for (let i = 0; i < 2; i++) {
      const mine = await request.get('/davmu/share/auth', { headers: { ...UA, cookie: 'share_session=1' } });
      expect(mine.headers()['x-cache']).toBeUndefined();
      expect(mine.headers()['cache-control']).toBe('private, no-store');
    }
  });

  test("WeChat's share parameters, utm_* and unknown keys are answered from the plain link's entry", async ({
    request,
  }) => {
    const article = await seededArticlePath(request);
    // Every answer carries its own nonce: the bytes are compared with it masked.
    const withoutNonce = async (answer: APIResponse) => {
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'])?.[1] ?? 'none';
      return (await answer.text()).replaceAll(nonce, 'NONCE');
    };
    for (const query of [
      '?from=timeline&isappinstalled=0',
      '?from=singlemessage',
      '?from=groupmessage&isappinstalled=1',
      '?utm_source=wechat&share_uid=42&cache-test=1',
    ]) {
      // The plain link, then the shared one: a fresh hit on the plain link's bytes. An entry is fresh
      // for HTML_CACHE_SECONDS only, and on a busy machine it can turn stale (or be refreshed) between
      // the two: then the pair is asked again. Right after the plain link, the shared one is never a
      // MISS unless it has an entry of its own: any MISS fails (a retry would hit that entry).
      const answers: string[] = [];
      await expect
        .poll(async () => {
          const plain = await request.get(article, { headers: UA });
          const shared = await request.get(`${article}${query}`, { headers: UA });
          answers.push(shared.headers()['x-cache']);
          return {
            cache: shared.headers()['x-cache'],
            sameBytes: (await withoutNonce(shared)) === (await withoutNonce(plain)),
          };
        })
        .toEqual({ cache: 'HIT', sameBytes: true });
      expect(answers, query).not.toContain('MISS');
    }
    // A key the page reads is another page.
    const home = freshHome('wechat-test');
    await request.get(home, { headers: UA });
    expect((await request.get(`${home}&from=timeline&isappinstalled=0`, { headers: UA })).headers()['x-cache']).toBe(
      'HIT',
    );
    expect((await request.get(`${home}-other&from=timeline`, { headers: UA })).headers()['x-cache']).toBe('MISS');
  });

  test('a page opened from a WeChat share names its canonical address and hydrates without a mismatch', async ({
    page,
    request,
    baseURL,
  }) => {
    const article = await seededArticlePath(request);
    const errors: string[] = [];
    page.on('console', (message) => {
      // A resource this test does not serve (the WeChat SDK's test host) is no hydration error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    // The first visitor of the entry came through WeChat's link, the second through the plain link.
    await request.get(`${article}?from=singlemessage&isappinstalled=0`);
    await page.goto(`${article}?from=timeline&isappinstalled=0&utm_source=wechat`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${article}`);
    await waitForHydration(page);
    // React reports a hydration mismatch as a console error (in production, minified errors #418/#425).
    expect(errors).toEqual([]);
    const home = freshHome('canonical-test');
    await page.goto(`${home}&from=timeline`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${home}`);
  });

  test('a preview is never cached', async ({ request }) => {
    const path = `${await previewLinkOf(request, await seededArticlePath(request))}&preview-test=${Date.now()}`;
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
