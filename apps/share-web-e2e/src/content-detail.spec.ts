import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  holdPageScripts,
  previewLinkOf,
  seededArticlePath,
  seededItems,
  waitForHydration,
  type SeededItem,
} from './support';

/**
 * The detail page of every seeded content type: status 200, title, body and counts in the server
 * HTML (JavaScript off), the same page hydrated (JavaScript on), share tags, preview mode.
 */
const BASE = '/davmu/share';

async function first(request: APIRequestContext, contentType: string): Promise<SeededItem> {
  const item = (await seededItems(request)).find((i) => i.content_type === contentType);
  expect(item, `a seeded ${contentType}`).toBeTruthy();
  return item as SeededItem;
}

/** What each type's body shows, by test id. */
const BODY_OF: Record<string, string> = {
  article: 'article-body',
  video: 'video-player',
  svideo: 'svideo-player',
  audio: 'audio-player',
  image: 'gallery',
  audio_album: 'album',
  video_album: 'album',
  mini_program: 'mini-program-card',
  local_live: 'live-status',
  live: 'live-status',
};

test('every seeded share link opens with status 200 and its title in the server HTML', async ({ request }) => {
  const items = (await seededItems(request)).filter(
    (item) =>
      !item.share_link.includes('/dejin/') &&
      !item.share_link.includes('/activity/') &&
      !/\/special\/\w{8}\/index/.test(item.share_link),
  );
  expect(items.length).toBeGreaterThan(30);
  for (const item of items) {
    const response = await request.get(item.share_link);
    expect(response.status(), item.share_link).toBe(200);
    const html = await response.text();
    expect(html, item.share_link).toContain(item.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  }
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    for (const [contentType, body] of Object.entries(BODY_OF)) {
      test(`${contentType} shows its header and body`, async ({ page, request }) => {
        const item = await first(request, contentType);
        const response = await page.goto(item.share_link);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
        await expect(page.getByTestId(body)).toBeVisible();
      });
    }
    test('special shows its groups', async ({ page, request }) => {
      const item = await first(request, 'special');
      await page.goto(item.share_link);
      await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'SpecialDetail');
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      expect(await page.getByTestId('special-group').count()).toBeGreaterThan(0);
    });
  });
}

test('the article page has its body, counts and share tags in the server HTML', async ({ request }) => {
  const item = await first(request, 'article');
  const html = await (await request.get(item.share_link)).text();
  expect(html).toContain('data-testid="article-body"');
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/media\/[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toContain(`<meta property="og:title" content="${item.title}"`);
  // The share image for the messaging app's scraper comes before the header.
  expect(html.indexOf('data-testid="share-image"')).toBeLessThan(html.indexOf('data-testid="detail-header"'));
  expect(html).toMatch(/阅读 \d/);
});

test('audio album shows the album status and its tracks', async ({ page, request }) => {
  const item = await first(request, 'audio_album');
  await page.goto(item.share_link);
  await expect(page.getByTestId('album-status')).toHaveText(/^(更新中|已更新至\d+集|已完结，共\d+集)$/);
});

test('hot list loads more on demand', async ({ page, request }) => {
  const item = await first(request, 'article');
  await page.goto(item.share_link);
  await expect(page.getByRole('heading', { name: '72小时' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '编辑推荐' })).toBeVisible();
});

test('the 72-hour hot list ranks by views, and the page of its #1 item leaves itself out', async ({
  page,
  request,
}) => {
  const hot = (await (await request.get('/peony/v3/hot/72h?page=1&size=10')).json()).data.list as {
    post_id: string;
    view_count: number;
    share_link: string;
    title: string;
  }[];
  expect(hot.length).toBeGreaterThan(2);
  const views = hot.map((item) => item.view_count);
  expect(views).toEqual([...views].sort((a, b) => b - a));
  const top = hot[0];
  await page.goto(top.share_link);
  const hotList = page.getByRole('region', { name: '72小时' });
  await expect(hotList.getByRole('link', { name: new RegExp(hot[1].title.slice(0, 8)) })).toBeVisible();
  await expect(hotList.locator(`a[href*="/${top.post_id}/"]`)).toHaveCount(0);
  await expect(page.locator(`[data-block="recommend"] a[href*="/${top.post_id}/"]`)).toHaveCount(0);
});

test('a missing document answers the 404 page', async ({ page }) => {
  const response = await page.goto(`${BASE}/news/doc/2026/11/dMRsxqnr/index.html`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('a preview shows the watermark and countdown instead of the counts', async ({ page, request }) => {
  // A preview opens only by the signed link the platform issues with it (preview_token).
  const response = await page.goto(await previewLinkOf(request, await seededArticlePath(request)));
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('preview-watermark')).toHaveAttribute('data-text', '内部临时预览');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(/^阅读 /)).toHaveCount(0);
});

const RECOMMEND_TITLE = '推荐';

/** The page's requests for the recommendations' page 2, as they are made. */
function recommendSecondPages(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/peony/v1/recommend?') && req.url().includes('page=2')) urls.push(req.url());
  });
  return urls;
}

/** The post_ids of an item's related reading, as its detail page shows them. */
async function relatedOf(request: APIRequestContext, postId: string): Promise<string[]> {
  const detail = (await (await request.get(`/peony/v1/content/detail/${postId}`)).json()).data as {
    relations?: { post_id: string }[];
  };
  return (detail.relations ?? []).map((item) => item.post_id);
}

/**
 * What a detail page shows above its recommendations: its own item, its related reading and the first
 * pages of 72小时 and 编辑推荐. A story appears once per page (oneStoryPerPage), so 推荐 skips these.
 */
async function shownAbove(request: APIRequestContext, postId: string): Promise<Set<string>> {
  const firstPageOf = async (path: string) =>
    ((await (await request.get(`${path}?page=1&size=10`)).json()).data.list as { post_id: string }[]).map(
      (item) => item.post_id,
    );
  return new Set([
    postId,
    ...(await relatedOf(request, postId)),
    ...(await firstPageOf('/peony/v3/hot/72h')),
    ...(await firstPageOf('/peony/v3/recommend/editor')),
  ]);
}

test('推荐 repeats nothing the page shows above it: its own item, related reading, 72小时, 编辑推荐', async ({
  page,
  request,
}) => {
  type Listed = { post_id: string; content_type: string; share_link: string };
  const firstPage = (await (await request.get('/peony/v1/recommend?page=1&size=10')).json()).data.list as Listed[];
  const listed = new Set(firstPage.map((item) => item.post_id));
  // A seeded article that is on the shared first page with some of its related reading: the case the
  // platform's list (one page for every detail page) brings.
  let article: Listed | undefined;
  let related: string[] = [];
  for (const item of firstPage.filter((i) => i.content_type === 'article')) {
    related = await relatedOf(request, item.post_id);
    if (related.some((id) => listed.has(id))) {
      article = item;
      break;
    }
  }
  expect(article, 'a seeded article recommended with its related reading').toBeTruthy();
  const own = (article as Listed).post_id;
  await page.goto(new URL((article as Listed).share_link, 'http://site').pathname);
  await waitForHydration(page);
  const recommend = page
    .locator('[data-block="recommend"]')
    .getByRole('region', { name: RECOMMEND_TITLE, exact: true });
  const above = await shownAbove(request, own);
  const expected = firstPage.filter((item) => !above.has(item.post_id));
  await expect(recommend.locator('a[href]')).toHaveCount(expected.length);
  const hrefs = await recommend.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.map((href) => String(href).split('/').at(-2))).toEqual(expected.map((item) => item.post_id));
  // The related reading is still shown, in its own block.
  const relatedBlock = page.getByRole('region', { name: '相关阅读', exact: true });
  for (const id of related.filter((i) => listed.has(i)))
    await expect(relatedBlock.locator(`a[href*="/${id}/"]`)).toHaveCount(1);
});

test.describe('detail lists', () => {
  test('recommendations load page 2 through the api-client (its Authorization header) and append it', async ({
    page,
    request,
  }) => {
    type ListPage = { total: number; list: { post_id: string }[] };
    const first = (await (await request.get('/peony/v1/recommend?page=1&size=10')).json()).data as ListPage;
    const second = (await (await request.get('/peony/v1/recommend?page=2&size=10')).json()).data as ListPage;
    expect(first.total).toBeGreaterThan(10);
    const path = await seededArticlePath(request);
    const own = path.split('/').at(-2) ?? '';
    // Nothing the page shows above them is among its recommendations (a story once per page).
    const shown = await shownAbove(request, own);
    const others = (list: { post_id: string }[]) => list.filter((item) => !shown.has(item.post_id)).length;
    // The session's anonymous token, which the api-client then attaches, is requested after hydration.
    const anonymousToken = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/peony/v1/auth' && res.request().method() === 'POST',
    );
    await page.goto(path);
    await waitForHydration(page);
    await anonymousToken;
    // The recommend block holds the hot list, the editor picks and the recommendations section.
    const block = page.locator('[data-block="recommend"]').getByRole('region', { name: RECOMMEND_TITLE, exact: true });
    const cards = block.locator('a[href]');
    await expect(cards).toHaveCount(others(first.list));
    await expect(block.locator(`a[href*="/${own}/"]`)).toHaveCount(0);
    const [next] = await Promise.all([
      page.waitForRequest((req) => req.url().includes('/peony/v1/recommend?') && req.url().includes('page=2')),
      block.getByRole('button', { name: '加载更多' }).click(),
    ]);
    expect(new URL(next.url()).searchParams.get('size')).toBe('10');
    expect(next.headers()['authorization']).toBeTruthy();
    await expect(cards).toHaveCount(others(first.list) + others(second.list));
  });

  test('a tap on 加载更多 before the block’s first pages have arrived loads page 2 once they have', async ({
    page,
    request,
  }) => {
    const path = await seededArticlePath(request);
    // The browser's copy of the recommendations' first page (the block hydrates with it) is held back.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const firstPage = (url: URL) => url.pathname === '/peony/v1/recommend' && url.searchParams.get('page') === '1';
    let asked = false;
    await page.route(firstPage, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const secondPages = recommendSecondPages(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => asked).toBe(true);

    const block = page.locator('[data-block="recommend"]').getByRole('region', { name: RECOMMEND_TITLE, exact: true });
    const cards = block.locator('a[href]');
    const before = await cards.count();
    // The block cannot hydrate yet: the tap lands on the server's button.
    await block.getByRole('button', { name: '加载更多' }).click();
    await page.waitForTimeout(300);
    expect(secondPages).toHaveLength(0);

    release();
    // Replayed once the block has hydrated with its data: within the 10 s a tap is kept, however busy the machine.
    await expect.poll(() => secondPages.length, { timeout: 9_000 }).toBe(1);
    await expect(cards).not.toHaveCount(before);
    // One tap, one page.
    await page.waitForTimeout(300);
    expect(secondPages).toHaveLength(1);
  });

  test('a tap on 加载更多 before the page’s code has arrived loads page 2 once it has', async ({ page, request }) => {
    const path = await seededArticlePath(request);
    const release = await holdPageScripts(page);
    const secondPages = recommendSecondPages(page);
    await page.goto(path);
    const block = page.locator('[data-block="recommend"]').getByRole('region', { name: RECOMMEND_TITLE, exact: true });
    const cards = block.locator('a[href]');
    const before = await cards.count();
    await block.getByRole('button', { name: '加载更多' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(secondPages).toHaveLength(0);

    release();
    // The head's script kept the tap; the block replays it once it has hydrated, within the 10 s a tap is kept.
    await expect.poll(() => secondPages.length, { timeout: 9_000 }).toBe(1);
    await expect(cards).not.toHaveCount(before);
    await waitForHydration(page);
    // One tap, one page.
    await page.waitForTimeout(300);
    expect(secondPages).toHaveLength(1);
  });
});

test.describe('client-side navigation', () => {
  /** What each block shows, whitespace folded and relative times ("5分钟前") masked: the two loads are seconds apart. */
  async function blocksOf(page: Page): Promise<Record<string, string>> {
    return page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll('[data-block]'), (block) => [
          block.getAttribute('data-block'),
          (block as HTMLElement).innerText
            .replace(/\s+/g, ' ')
            .replace(/刚刚|\d+(秒|分钟|小时|天)前/g, '…前')
            .trim(),
        ]),
      ),
    );
  }

  test('to another article shows that article: its header counts, comments, lists and footer, as a fresh load does', async ({
    page,
    request,
  }) => {
    const articles = (await seededItems(request)).filter((item) => item.content_type === 'article');
    const [from, to] = articles;
    expect(to).toBeDefined();
    await page.goto(to.share_link);
    await waitForHydration(page);
    const fresh = await blocksOf(page);
    expect(fresh['comments']).toMatch(/^评论 \d+/);

    await page.goto(from.share_link);
    await waitForHydration(page);
    expect(await blocksOf(page)).not.toEqual(fresh);
    await page.evaluate((path) => {
      void (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path);
    }, to.share_link.slice(BASE.length));
    await expect(page).toHaveURL(new URL(to.share_link, page.url()).href);
    // The hot list's heat counts this test's own page views: its numbers are left out.
    const withoutHeat = (blocks: Record<string, string>) => ({
      ...blocks,
      recommend: blocks['recommend']?.replace(/\d+/g, '#'),
    });
    await expect.poll(async () => withoutHeat(await blocksOf(page))).toEqual(withoutHeat(fresh));
  });
});

test.describe('first-load JavaScript', () => {
  // Markers of code an article does not need before interaction, as the built chunks spell them.
  const NOT_IN_AN_ARTICLE = {
    'the preview watermark': '"data-testid":"preview-watermark"',
    'the special page': '"data-testid":"special-group"',
    'the live room': '"data-testid":"live-status"',
    // Loaded after hydration (the tracker keeps the events raised before), and only inside WeChat.
    'the tracking beacon': 'tracking: events not delivered',
    'the WeChat share setup': 'wx.config was refused',
    // Real-user vitals (web-vitals) come with the tracking chunk, after hydration.
    'the web-vitals library': 'largest-contentful-paint',
  };

  test('an article loads neither another page’s code, the preview watermark, the tracking beacon, web-vitals nor the WeChat share setup', async ({
    request,
  }) => {
    /** The bodies of the chunks the server HTML loads (module scripts, static imports and preloads of its loader). */
    async function firstLoad(path: string): Promise<string[]> {
      const html = await (await request.get(path)).text();
      const sources = [...new Set(html.match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? [])];
      expect(sources.length).toBeGreaterThan(0);
      return Promise.all(sources.map(async (source) => (await request.get(source)).text()));
    }
    const article = await firstLoad(await seededArticlePath(request));
    for (const [what, marker] of Object.entries(NOT_IN_AN_ARTICLE)) {
      expect(
        article.filter((body) => body.includes(marker)),
        what,
      ).toEqual([]);
    }
  });
});
