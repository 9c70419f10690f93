/** Where the reference platform API of the browser tests listens (for its development-only routes). */
export const API_URL = process.env['E2E_API_URL'] ?? `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3343}`;

/** A phone number for one test: valid per spec §5 and unused by the demo data. */
export function testPhone(seed: number): string {
  return `137${String(10_000_000 + (seed % 89_999_999)).padStart(8, '0')}`;
}

interface ListedItem {
  content_type: string;
  share_link: string;
}

/** The share-page path of a seeded article, found through the site's API proxy. */
export async function seededArticlePath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const groups = (await (await request.get('/peony/v1/group')).json()).data.list as Array<{ id: string }>;
  for (const group of groups) {
    const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=20`)).json()).data
      .list as ListedItem[];
    const article = list.find((item) => item.content_type === 'article' && item.share_link.includes('/news/doc/'));
    if (article) return new URL(article.share_link, 'http://site').pathname;
  }
  throw new Error('no seeded article');
}

/**
 * Waits until the page's JavaScript has hydrated it: the site defers its scripts until the window
 * load event (apps/share-web/app/lib/deferred-scripts.ts) and marks <html data-hydrated> then.
 */
export async function waitForHydration(page: import('@playwright/test').Page | import('@playwright/test').Frame): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
