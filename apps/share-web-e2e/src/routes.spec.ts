import { expect, test, type APIRequestContext } from '@playwright/test';
import { previewLinkOf, seededItems } from './support';

/**
 * Public ids that pass the decoding check (encodePublicId of 1, 2 and 3 from @share/contract); the
 * e2e project reaches the site over HTTP only, so they are written out here.
 */
const ID = 'vQwEwRUZ';
const ID2 = 'xdDewvKb';
const BAD_ID = 'vQwEwRUA';

const BASE = '/davmu/share';

/**
 * Detail routes need real documents ("no document detail data: 404", spec §2): the share links of the
 * seeded items, read through the site's API proxy, keyed by `{actor}/{type}` (news/doc, mp/video…).
 */
let linkCache: Promise<Record<string, string>> | null = null;
function seededLinks(request: APIRequestContext): Promise<Record<string, string>> {
  linkCache ??= (async () => {
    const links: Record<string, string> = {};
    for (const { share_link } of await seededItems(request)) {
      const match = share_link.match(/^\/davmu\/share\/(\w+)\/(\w+)\/\d{4}\/\d{2}\/\w{8}\/index\.html$/);
      if (match && !links[`${match[1]}/${match[2]}`]) links[`${match[1]}/${match[2]}`] = share_link.slice(BASE.length);
    }
    return links;
  })();
  return linkCache;
}

/** A seeded detail link of actor/type, or with its index.html replaced by a sub-path. */
async function detailPath(request: APIRequestContext, key: string, sub = ''): Promise<string> {
  const link = (await seededLinks(request))[key];
  expect(link, `a seeded ${key} item`).toBeTruthy();
  return sub ? link.replace(/index\.html$/, `${sub}/index.html`) : link;
}

const DETAIL_TYPES = [
  'audio',
  'audio_album',
  'doc',
  'gallery',
  'local_live',
  'mini_program',
  'svideo',
  'video',
  'video_album',
];

/** Every route of the spec §2 table, with the screen it shows. */
const ROUTES: Array<[string, string]> = [
  ['/', 'Home'],
  ['/?group=2', 'Home'],
  ['/auth', 'Auth'],
  ['/bar', 'Bar'],
  ['/search/index.html', 'Search'],
  ['/content_model/index.html?id=3&group=2', 'ContentModel'],
  ['/list/index.html', 'List'],
  [`/list/${ID}/index.html`, 'List'],
  ['/special/index.html', 'Special'],
  [`/special/${ID}/index.html`, 'Special'],
  ['/activity/index.html', 'Activity'],
  [`/activity/${ID}/index.html`, 'Activity'],
  ['/invite/index.html', 'Invite'],
  ['/invite/AB12CD/index.html', 'Invite'],
  ['/fly_card/index.html', 'FlyCard'],
  [`/fly_card/${ID}/index.html`, 'FlyCard'],
  ['/dejin/catalog/index.html', 'DejinCatalog'],
  ['/dejin/content/index.html', 'DejinContent'],
  ['/dejin/detail/index.html', 'DejinDetail'],
  ['/dejin/personal/index.html', 'DejinPersonal'],
  [`/dejin/personal/${ID2}/index.html`, 'DejinPersonal'],
  ['/dejin/topic/index.html', 'DejinTopic'],
  [`/dejin/topic/${encodeURIComponent('春天的第一口鲜')}/index.html`, 'DejinTopic'],
  ['/clue_report/topics/index.html', 'ClueReportTopics'],
  [`/clue_report/topic/${encodeURIComponent('路面坑洼')}/index.html`, 'ClueReportTopic'],
  ['/dimim/circle/index.html', 'DimimCircle'],
  ['/dimim/content/index.html', 'DimimContent'],
  ['/dimim/topic/index.html', 'DimimTopic'],
  ['/fazak/problemShare/index.html', 'ProblemShare'],
];

/** Detail routes: [seeded actor/type, sub-screen, screen]. */
const DETAIL_ROUTES: Array<[string, string, string]> = [
  ...DETAIL_TYPES.map((type): [string, string, string] => [`news/${type}`, '', 'ContentDetail']),
  ['mp/video', '', 'ContentDetail'],
  ['news/special', '', 'SpecialDetail'],
  ['news/local_live', 'ImageScreen', 'ImageScreen'],
  ['news/local_live', 'LandscapeScreen', 'LandscapeScreen'],
  ['news/local_live', 'PortraitScreen', 'PortraitScreen'],
];

test.describe('route table', () => {
  for (const [path, screen] of ROUTES) {
    test(`${path} shows ${screen} with status 200`, async ({ page }) => {
      const response = await page.goto(BASE + path);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', screen);
    });
  }
  for (const [key, sub, screen] of DETAIL_ROUTES) {
    test(`a seeded ${key}${sub ? `/${sub}` : ''} link shows ${screen} with status 200`, async ({ page, request }) => {
      const response = await page.goto(BASE + (await detailPath(request, key, sub)));
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', screen);
    });
  }
});

test.describe('route rules give the 404 page', () => {
  const NOT_FOUND = [
    `/news/doc/2026/11/${ID}/index.htm`,
    `/news/doc/2026/11/${ID}/main.html`,
    `/news/doc/2026/11/${BAD_ID}/index.html`,
    '/news/doc/2026/11/12345/index.html',
    `/news/article/2026/11/${ID}/index.html`,
    `/activity/${BAD_ID}/index.html`,
    `/news/special/2026/11/not-an-id/index.html`,
    `/news/local_live/2026/11/${ID}/SideScreen/index.html`,
    // No document detail data (spec §2): a valid id of no item, no id, an id of another type.
    '/news/doc/2026/11/dMRsxqnr/index.html',
    '/news/doc/index.html',
    '/news/special/index.html',
    `/news/video/2026/11/${ID}/index.html`,
    '/no/such/page/at/all/here/x/y',
    // Clue reports and dejin: an undecodable id, a valid id of no record, an unknown topic name.
    `/dejin/detail/${BAD_ID}/index.html`,
    '/dejin/detail/dMRsxqnr/index.html',
    `/dejin/topic/${encodeURIComponent('城市生活')}/index.html`,
    `/clue_report/${BAD_ID}/index.html`,
    '/clue_report/dMRsxqnr/index.html',
    '/clue_report/user/dMRsxqnr/index.html',
    `/clue_report/topic/${encodeURIComponent('没有这个话题')}/index.html`,
  ];
  for (const path of NOT_FOUND) {
    test(`${path} answers 404 with a link home`, async ({ page }) => {
      const response = await page.goto(BASE + path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(`${BASE}/`);
      await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'Home');
    });
  }

  test('previews are exempt from the id check: the preview endpoint decides', async ({ page, request }) => {
    // A preview opens by the signed link the platform issues (preview_token), whatever its id's shape.
    const response = await page.goto(await previewLinkOf(request, BASE + (await detailPath(request, 'news/doc'))));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('screen')).toHaveAttribute('data-screen', 'ContentDetail');
    const missing = await page.goto(`${BASE}/preview-alice/doc/2026/11/draft-17/index.html`);
    expect(missing?.status()).toBe(404);
  });
});

test.describe('docDetail layout hide rules', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['news/doc', ['related', 'comments', 'recommend', 'comment-footer'], []],
    ['news/gallery', ['comment-footer'], ['related', 'comments', 'recommend']],
    ['news/svideo', [], ['related', 'comments', 'recommend', 'comment-footer']],
    ['news/audio_album', [], ['related', 'comments', 'recommend', 'comment-footer']],
    ['news/special', [], ['related', 'comments', 'recommend', 'comment-footer']],
    ['news/local_live', [], ['related', 'comments', 'recommend', 'comment-footer']],
  ];
  for (const [key, shown, hidden] of cases) {
    test(`${key.split('/')[1]} shows ${shown.join(', ') || 'no block'}`, async ({ page, request }) => {
      await page.goto(BASE + (await detailPath(request, key)));
      await expect(page.getByTestId('screen')).toBeVisible();
      for (const block of shown) await expect(page.locator(`[data-block="${block}"]`)).toHaveCount(1);
      for (const block of hidden) await expect(page.locator(`[data-block="${block}"]`)).toHaveCount(0);
    });
  }
});

test.describe('mini-program mode', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.44 miniProgram/wx123',
  });
  test('hides the header and shows the back/forward control', async ({ page }) => {
    await page.goto(`${BASE}/search/index.html`);
    await expect(page.locator('[data-slot="header"]')).toHaveCount(0);
    await expect(page.getByTestId('router-control')).toBeVisible();
  });
});
