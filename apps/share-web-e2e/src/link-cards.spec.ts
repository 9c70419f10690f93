// Issue 29 point 2: the cards of h5 and link items open their payload.url (spec §3), on the home page
// and on a group page, instead of leading back home.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration } from './support';

const BASE = '/davmu/share';
test.use({ viewport: { width: 390, height: 844 } });

interface Item {
  content_type: string;
  title: string;
  payload: { url?: string };
}

/** The group whose first page holds the item titled `title`, with that item as the platform serves it. */
async function groupOf(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; isDefault: boolean; item: Item }> {
  const groups = (await (await request.get('/peony/v1/group')).json()).data.list as Array<{
    id: string;
    is_default: boolean;
  }>;
  for (const group of groups) {
    const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=10`)).json()).data
      .list as Item[];
    const item = list.find((entry) => entry.title === title);
    if (item) return { id: group.id, isDefault: group.is_default, item };
  }
  throw new Error(`no group lists ${title}`);
}

// The demo H5 pages are the site's own (the API serves them under /media/h5/, DEMO_SITE_ORIGIN).
test('the h5 card 投票｜评选你心中的“最美街巷” on the home page opens its payload.url', async ({
  page,
  request,
  baseURL,
}) => {
  const title = '投票｜评选你心中的“最美街巷”';
  const address = new URL('/media/h5/street-vote.html', baseURL).href;
  const { id, isDefault, item } = await groupOf(request, title);
  expect(item.content_type).toBe('h5');
  expect(item.payload.url).toBe(address);
  await page.goto(isDefault ? `${BASE}/` : `${BASE}/?group=${id}`);
  await waitForHydration(page);
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toHaveAttribute('href', address);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { name: '最美街巷评选' })).toBeVisible();
});

test('the link card 未来15天天气预报 on its group page opens its payload.url', async ({ page, request, baseURL }) => {
  const title = '未来15天天气预报';
  const address = new URL('/media/h5/weather-15days.html', baseURL).href;
  const { id, item } = await groupOf(request, title);
  expect(item.content_type).toBe('link');
  await page.goto(`${BASE}/?group=${id}`);
  await waitForHydration(page);
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toHaveAttribute('href', address);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('link-card-group.png') });
  await card.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { name: '未来15天天气预报' })).toBeVisible();
});

test('no card of an h5 or link item on any group page leads home or to a javascript: address', async ({
  page,
  request,
}) => {
  const groups = (await (await request.get('/peony/v1/group')).json()).data.list as Array<{ id: string }>;
  let seen = 0;
  for (const group of groups) {
    const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=10`)).json()).data
      .list as Item[];
    const links = list.filter((entry) => entry.content_type === 'h5' || entry.content_type === 'link');
    if (links.length === 0) continue;
    await page.goto(`${BASE}/?group=${group.id}`);
    for (const entry of links) {
      const hrefs = await page
        .locator('a[href]')
        .filter({ hasText: entry.title })
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.length, `cards of ${entry.title}`).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, entry.title).toBe(entry.payload.url);
      seen += 1;
    }
  }
  // The demo data lists the vote on 推荐 and 本地, the weather forecast on 本地.
  expect(seen).toBeGreaterThanOrEqual(3);
});
