/**
 * The Content-Security-Policy (issue: a strict CSP): every page type runs with no violation, the
 * policy has a fresh nonce per answer, and a script injected without the nonce does not run.
 */
import { expect, test, type Page } from '@playwright/test';
import { seededOfType, waitForHydration } from './support';

const BASE = '/davmu/share';

/** Collects the page's CSP violations from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
}

test.describe('Content-Security-Policy', () => {
  test('every page type runs with no violation', async ({ page, request }) => {
    test.setTimeout(90_000);
    const paths = [
      `${BASE}/`,
      (await seededOfType(request, 'article')).share_link,
      (await seededOfType(request, 'video')).share_link,
      (await seededOfType(request, 'special')).share_link,
      (await seededOfType(request, 'live')).share_link,
      `${BASE}/auth`,
      `${BASE}/no-such-page`,
    ];
    const violations = await watchViolations(page);
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect([path, await violations()]).toEqual([path, []]);
    }
  });

  test('the desktop page and the page it frames run with no violation', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${BASE}/pc?url=${encodeURIComponent(`${BASE}/`)}`);
    await expect(page.frameLocator('iframe').first().locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    await context.close();
  });

  test('each answer has its own nonce, and a script without it does not run', async ({ page, request }) => {
    const article = (await seededOfType(request, 'article')).share_link;
    // Two renders: the HTML cache keys a page by the query keys it reads (the home page's group).
    const stamp = Date.now();
    const first = (await request.get(`${BASE}/?group=csp-${stamp}-1`)).headers()['content-security-policy'];
    const second = (await request.get(`${BASE}/?group=csp-${stamp}-2`)).headers()['content-security-policy'];
    expect(first).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(first).toContain("object-src 'none'");
    expect(first).toContain("base-uri 'none'");
    expect(first).toContain("frame-ancestors 'self'");
    expect(first).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first.match(/'nonce-([^']+)'/)?.[1]).not.toBe(second.match(/'nonce-([^']+)'/)?.[1]);

    // Markup injected into the page (as a stored script would be) runs only with the answer's nonce.
    const violations = await watchViolations(page);
    await page.route(`**${article}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(article);
    await waitForHydration(page);
    const ran = await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true);
    expect(ran).toBe(false);
    // The watcher the other tests rely on sees it.
    expect((await violations()).some((line) => line.startsWith('script-src'))).toBe(true);
  });

  test('the offline page and the agreement pages passed through from the platform have a policy that runs no script', async ({
    page,
    request,
  }) => {
    const documents = [
      { path: `${BASE}/offline.html`, heading: '网络不可用' },
      { path: '/davmu/agreement/user_agreement', heading: /用户协议$/ },
      { path: '/davmu/agreement/privacy_policy', heading: /隐私政策$/ },
    ];
    const violations = await watchViolations(page);
    for (const { path, heading } of documents) {
      const policy = (await request.get(path)).headers()['content-security-policy'];
      expect([path, policy]).toEqual([path, expect.stringContaining("default-src 'none'")]);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).not.toContain('script-src');
      // Shown as it is with no violation (its style sheet is the site's own).
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect([path, await violations()]).toEqual([path, []]);
    }
    // A script slipped into one of them does not run.
    for (const { path } of documents) {
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      expect([
        path,
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true),
      ]).toEqual([path, false]);
    }
  });

  test('two answers from the HTML micro-cache have two nonces, and a cached page runs its scripts with its own', async ({
    browser,
    request,
  }) => {
    // A group of its own (a query key the home page reads) is an entry no other test shares.
    const path = `/davmu/share/?group=csp-cache-${Date.now()}`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'])?.[1] ?? '';
      const html = await answer.text();
      const inPage = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
      answers.push({ cache: answer.headers()['x-cache'], nonce, inPage });
    }
    // HIT while fresh (HTML_CACHE_SECONDS), STALE after it on a slow machine: both are the stored bytes.
    expect(answers.map((answer) => answer.cache.replace('STALE', 'HIT'))).toEqual(['MISS', 'HIT', 'HIT']);
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(3);
    for (const answer of answers) {
      expect(answer.inPage.length).toBeGreaterThan(0);
      expect(new Set(answer.inPage)).toEqual(new Set([answer.nonce]));
    }
    // Two visitors of the cached page (gzip and brotli accepted, as browsers send): each hydrates with no violation.
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      await context.close();
    }
  });
});
