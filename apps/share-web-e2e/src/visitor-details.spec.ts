import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support';

/**
 * What a picky visitor saw on a phone (issue 53): double controls, empty lists without a word,
 * headings under the sticky banner, badges off their pictures, a chatty countdown, blank avatars and
 * a cut slogan. In the 390 × 844 WeChat viewport, against the seeded demo content, found by its
 * type and state rather than by its titles.
 */
const BASE = '/davmu/share';
test.use({ viewport: { width: 390, height: 844 } });

interface Listed {
  title: string;
  share_link: string;
  post_id: string;
  content_type: string;
}

let cache: Promise<Listed[]> | null = null;
function seeded(request: APIRequestContext): Promise<Listed[]> {
  cache ??= (async () => {
    const items = new Map<string, Listed>();
    const groups = (await (await request.get('/peony/v1/group')).json()).data.list as { id: string }[];
    for (const group of groups) {
      const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pagesize=50`)).json()).data.list as Listed[];
      for (const item of list) if (item.share_link.startsWith(`${BASE}/`)) items.set(item.share_link, item);
    }
    return [...items.values()];
  })();
  return cache;
}

async function ofType(request: APIRequestContext, ...types: string[]): Promise<Listed[]> {
  return (await seeded(request)).filter((item) => types.includes(item.content_type));
}

/** Opens each item in turn until `accept` holds on its page; fails when none does. */
async function openFirst(page: Page, items: Listed[], accept: (page: Page) => Promise<boolean>, what: string): Promise<Listed> {
  for (const item of items) {
    expect((await page.goto(item.share_link))?.status()).toBe(200);
    await waitForHydration(page);
    if (await accept(page)) return item;
  }
  throw new Error(`no seeded ${what}`);
}

test('an ended image-text live room offers one play control: the button, without the native controls', async ({ page, request }) => {
  await openFirst(
    page,
    await ofType(request, 'local_live', 'live'),
    async (room) =>
      (await room.getByTestId('live-status').getAttribute('data-phase')) === 'ended' &&
      (await room.getByTestId('live-player').locator('video').count()) === 1,
    'ended live room with a video',
  );
  const player = page.getByTestId('live-player');
  const video = player.locator('video');
  await expect(player.getByRole('button', { name: /^播放/ })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(false);

  await player.getByRole('button', { name: /^播放/ }).click();
  await expect(player.getByRole('button', { name: /^播放/ })).toHaveCount(0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
});

test('an audio album without programmes says 暂无内容 under 节目列表', async ({ page, request }) => {
  const tracks = page.getByRole('region', { name: '节目列表' });
  await openFirst(
    page,
    await ofType(request, 'audio_album'),
    async () => (await tracks.count()) === 1 && (await tracks.getByRole('link').count()) === 0,
    'audio album without programmes',
  );
  await expect(tracks.getByRole('heading', { name: '节目列表' })).toBeVisible();
  await expect(tracks.getByRole('status')).toHaveText('暂无内容');
  await expect(tracks.getByRole('status')).toBeInViewport();
});
