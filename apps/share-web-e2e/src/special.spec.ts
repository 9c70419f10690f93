import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seededItems, waitForHydration } from './support';

/**
 * Special topics fetched in batches of 50 (spec §4, §9) against the demo special whose group
 * 更多报道 holds 52 published items (district reports, demo-items.ts): the server HTML carries the
 * first 50, load-more fetches the group's page 2 through the site's API proxy, and a failed batch
 * can be retried. The short form
 * /special/{id}/index.html (spec §2) shows the same page.
 */
const BATCH = 50;
/** The api-client's network-error message (spec §8), shown for an answer that is not an envelope. */
const NETWORK_ERROR = '网络错误，请稍后重试～';

interface SpecialAnswer {
  groups: { group_id: string; name: string; total: number; content_list: { title: string }[] }[];
}

interface LongSpecial {
  path: string;
  postId: string;
  groupId: string;
  name: string;
  total: number;
  /** Titles of the group's first page, in order. */
  firstTitles: string[];
}

let cache: Promise<LongSpecial> | null = null;
/** The seeded special with a group of more than 50 items, found through the site's API proxy. */
function longSpecial(request: APIRequestContext): Promise<LongSpecial> {
  cache ??= (async () => {
    const specials = (await seededItems(request)).filter((item) => item.content_type === 'special');
    for (const special of specials) {
      const answer = (await (await request.get(`/peony/v3/special/${special.post_id}`)).json()).data as SpecialAnswer;
      const long = answer.groups.find((group) => group.total > BATCH);
      if (long) {
        return {
          path: new URL(special.share_link, 'http://site').pathname,
          postId: special.post_id,
          groupId: long.group_id,
          name: long.name,
          total: long.total,
          firstTitles: long.content_list.map((item) => item.title),
        };
      }
    }
    throw new Error('no seeded special has a group of more than 50 items');
  })();
  return cache;
}

/** The short form of the special's link (spec §2 /special/{id?}/{index}). */
const shortPath = (special: LongSpecial) => `/davmu/share/special/${special.postId}/index.html`;

interface SpTopic {
  title: string;
  share_link: string;
  payload: { enable_app?: boolean; app_url?: string; enable_pc?: boolean; pc_url?: string };
}

/** A seeded sp_topic that opens both in the app and on desktop (its share link is the short form). */
async function spTopic(request: APIRequestContext): Promise<SpTopic> {
  for (const item of (await seededItems(request)).filter((i) => i.content_type === 'sp_topic')) {
    const detail = (await (await request.get(`/peony/v1/content/detail/${item.post_id}`)).json()).data as SpTopic;
    if (detail.payload.enable_app && detail.payload.enable_pc) return detail;
  }
  throw new Error('no seeded sp_topic opens in the app and on desktop');
}

const groupBlock = (page: Page, name: string) =>
  page.getByTestId('special-group').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const cards = (page: Page, name: string) => groupBlock(page, name).getByRole('link');
const loadMore = (page: Page, name: string) => groupBlock(page, name).getByRole('button', { name: '加载更多' });
const isBatchRequest = (url: string, special: LongSpecial) =>
  url.includes(`/peony/v3/special/${special.postId}?`) && url.includes(`group_id=${special.groupId}`);

/**
 * Taps load-more once the page has hydrated and waits for the batch request. The tap is taken at
 * once (加载中…) even while the paging engine's code is on its way, and the request follows once it
 * is there; a second tap then would be a second request after a failure, so there is one.
 */
async function tapLoadMoreOnceHydrated(page: Page, special: LongSpecial): Promise<URL> {
  const requested = page.waitForRequest((r) => isBatchRequest(r.url(), special), { timeout: 15_000 });
  await waitForHydration(page);
  await loadMore(page, special.name).click();
  return new URL((await requested).url());
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML shows the first 50 cards of the long group and load-more', async ({ page, request }) => {
    const special = await longSpecial(request);
    expect(special.total).toBe(52);
    const response = await page.goto(special.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'SpecialDetail');
    await expect(cards(page, special.name)).toHaveCount(BATCH);
    await expect(cards(page, special.name).first()).toContainText(special.firstTitles[0] ?? '');
    await expect(cards(page, special.name).last()).toContainText(special.firstTitles[BATCH - 1] ?? '');
    await expect(loadMore(page, special.name)).toBeVisible();
  });

  test('the short form’s server HTML is the same page: 50 cards and load-more', async ({ page, request }) => {
    const special = await longSpecial(request);
    const response = await page.goto(shortPath(special));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Special');
    await expect(cards(page, special.name)).toHaveCount(BATCH);
    await expect(loadMore(page, special.name)).toBeVisible();
  });

  test('an sp_topic’s short link shows its head and opens in the app and on desktop', async ({ page, request }) => {
    const topic = await spTopic(request);
    expect(topic.share_link).toMatch(/^\/davmu\/share\/special\/\w{8}\/index\.html$/);
    const response = await page.goto(topic.share_link);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Special');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
    await expect(page.getByRole('link', { name: '在APP中打开' })).toHaveAttribute('href', topic.payload.app_url ?? '');
    await expect(page.getByRole('link', { name: '在电脑上打开' })).toHaveAttribute('href', topic.payload.pc_url ?? '');
  });
});

test.describe('JavaScript on', () => {
  test('load-more fetches page 2 of 50 of the group, then all 52 show and load-more goes', async ({
    page,
    request,
  }) => {
    const special = await longSpecial(request);
    await page.goto(special.path);
    await expect(cards(page, special.name)).toHaveCount(BATCH);

    const sent = await tapLoadMoreOnceHydrated(page, special);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      group_id: special.groupId,
      page: '2',
      size: String(BATCH),
    });
    await expect(cards(page, special.name)).toHaveCount(special.total);
    await expect(loadMore(page, special.name)).toHaveCount(0);
    await expect(groupBlock(page, special.name).getByRole('button', { name: /加载/ })).toHaveCount(0);
  });

  test('a failing batch keeps the 50 cards and says why; retrying loads the rest', async ({ page, request }) => {
    const special = await longSpecial(request);
    let failures = 0;
    await page.route(
      (url) => isBatchRequest(url.toString(), special),
      async (route) => {
        failures += 1;
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream down' });
      },
    );
    await page.goto(special.path);
    await tapLoadMoreOnceHydrated(page, special);
    await expect(page.getByRole('status').filter({ hasText: NETWORK_ERROR })).toBeVisible();
    await expect(cards(page, special.name)).toHaveCount(BATCH);
    await expect(loadMore(page, special.name)).toBeEnabled();
    expect(failures).toBe(1);

    await page.unrouteAll();
    const retry = page.waitForResponse((r) => isBatchRequest(r.url(), special));
    await loadMore(page, special.name).click();
    expect((await retry).status()).toBe(200);
    await expect(cards(page, special.name)).toHaveCount(special.total);
    await expect(loadMore(page, special.name)).toHaveCount(0);
  });

  test('the short form loads page 2 of 50 of the group as well', async ({ page, request }) => {
    const special = await longSpecial(request);
    await page.goto(shortPath(special));
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Special');
    await expect(cards(page, special.name)).toHaveCount(BATCH);

    const sent = await tapLoadMoreOnceHydrated(page, special);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      group_id: special.groupId,
      page: '2',
      size: String(BATCH),
    });
    await expect(cards(page, special.name)).toHaveCount(special.total);
    await expect(loadMore(page, special.name)).toHaveCount(0);
  });
});
