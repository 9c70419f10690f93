/**
 * Layout slips a visitor saw at 390×844 (issue 53), measured on the boxes: the clue report's place
 * line keeps the page's gap from its pictures and a long source name is not cut while its line has
 * room; gallery pictures keep their own shape on a stage no taller than they are and open zoomable;
 * the live chat's 连接中… line does not sit on the first row the visitor sees.
 * Issue 61's layout list, on a 375×667 phone in WeChat and in Android Chrome: the gallery's stage ends
 * under its caption and says it swipes, 连接中… covers no message, the live screen switch shows where
 * the visitor is and stands above the talk, the short video's duration sits on its picture, the audio
 * player reads its length from the data, the offline notice leaves the header free, and the activity
 * shows its item's cover.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOBILE_UA } from '../playwright.config';
import { OWN_CLIENT_UA, seededItem, waitForHydration } from './support';

const BASE = '/davmu/share';
/** theme.space.sm: the smallest gap between two blocks of a page. */
const SPACING_UNIT_PX = 8;
const POTHOLE_REPORT = '中山路与解放路交叉口路面塌陷，已有电动车摔倒';
const ELEVATOR_REPORT = '加装电梯三个月了还没验收，什么时候能用？';
const LONG_SOURCE = '市住房公积金管理中心';
const GALLERY = '组图｜春日花海正当时，百万株花次第开放';
const PRESS = '正在直播｜全市防汛工作新闻发布会';

test.use({ viewport: { width: 390, height: 844 } });

/** The share page of a seeded clue report, found by its title through the site's API proxy. */
async function reportPath(request: APIRequestContext, title: string): Promise<string> {
  const topics = ['路面坑洼', '加装电梯'];
  for (const topic of topics) {
    const answer = await (
      await request.get(`/peony/v3/clue_report/topic/${encodeURIComponent(topic)}?page=1&size=20`)
    ).json();
    const found = (answer.data?.list ?? []).find((report: { title: string }) => report.title === title);
    if (found) return `${BASE}/clue_report/${found.id}/index.html`;
  }
  throw new Error(`no seeded report ${title}`);
}

/** A locator's box on the screen (it must be rendered). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

async function itemPath(request: APIRequestContext, title: string): Promise<string> {
  return new URL((await seededItem(request, title)).share_link, 'http://site').pathname;
}

test('clue report: the place line stands a spacing unit below the picture grid', async ({ page, request }) => {
  await page.goto(await reportPath(request, POTHOLE_REPORT));
  const grid = await boxOf(page.getByTestId('image-gallery'));
  const place = page.getByText('越秀区中山路与解放路交叉口', { exact: true });
  await expect(place).toBeVisible();
  const line = await boxOf(place);
  expect(line.y - (grid.y + grid.height)).toBeGreaterThanOrEqual(SPACING_UNIT_PX);
});

test('clue report: a related card shows its long source whole, or cuts it only when the line is full', async ({
  page,
  request,
}) => {
  await page.goto(await reportPath(request, ELEVATOR_REPORT));
  const source = page.locator('[data-exposure-id] .source', { hasText: LONG_SOURCE });
  await expect(source).toBeVisible();
  const fit = await source.evaluate((name) => {
    const meta = name.parentElement as HTMLElement;
    const line = meta.getBoundingClientRect();
    const box = name.getBoundingClientRect();
    // What follows the name on its own line (the rest may wrap below it).
    const after = [...meta.children]
      .map((el) => el.getBoundingClientRect())
      .filter((other) => other.left >= box.right && Math.abs(other.top - box.top) < 4);
    return {
      whole: name.scrollWidth <= name.clientWidth,
      roomLeft: line.right - Math.max(box.right, ...after.map((other) => other.right)),
    };
  });
  // Whole, or cut only where its line ends.
  expect(fit.whole || fit.roomLeft <= 4).toBe(true);
});

/** The first picture of the gallery and its box, once it has loaded. */
async function firstPicture(page: Page) {
  const picture = page.getByTestId('gallery').locator('li').first().locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return picture;
}

test('gallery: a picture fills the width at its own shape, centred in the stage above its caption at the foot', async ({
  page,
  request,
}) => {
  await page.goto(await itemPath(request, GALLERY));
  const picture = await firstPicture(page);
  const shape = await picture.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth / img.naturalHeight,
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
  }));
  expect(shape.width).toBe(390);
  expect(Math.abs(shape.width / shape.height / shape.natural - 1)).toBeLessThanOrEqual(0.02);
  // The stage takes the first screen down to the comment bar (layout.spec.ts, 5): what the picture
  // leaves of it is shared above and below it, as in a news app's picture set, not left in one band
  // under the caption (issue 61) nor as grey page under the stage (issue 16).
  const stage = await boxOf(page.getByTestId('gallery'));
  const box = await boxOf(picture);
  const caption = await boxOf(page.getByTestId('gallery-counter').first().locator('..'));
  expect(Math.abs(box.y - stage.y - (caption.y - (box.y + box.height)))).toBeLessThanOrEqual(1);
});

test('gallery: a tap opens the picture full screen, a tap zooms it, the close button and Escape close it', async ({
  page,
  request,
}) => {
  await page.goto(await itemPath(request, GALLERY));
  await waitForHydration(page);
  const picture = await firstPicture(page);
  const src = String(await picture.getAttribute('src'));
  await picture.tap();

  const viewer = page.getByRole('dialog', { name: '查看大图' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-counter')).toHaveText('1/6');
  const big = viewer.getByRole('img');
  await expect(big).toHaveAttribute('src', src);
  expect((await boxOf(big)).width).toBe(390);

  await viewer.getByRole('button', { name: '放大图片' }).tap();
  await expect(viewer.getByRole('button', { name: '还原图片' })).toHaveAttribute('aria-pressed', 'true');
  // At least its own pixel size (750 px wide), at least twice the fitted width.
  expect((await boxOf(big)).width).toBeGreaterThanOrEqual(780);
  await viewer.getByRole('button', { name: '还原图片' }).tap();
  expect((await boxOf(big)).width).toBe(390);

  await viewer.getByRole('button', { name: '关闭大图' }).tap();
  await expect(viewer).toBeHidden();

  await picture.tap();
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A tap on the dark stage beside the picture closes it too.
  await picture.tap();
  await expect(viewer).toBeVisible();
  await page.touchscreen.tap(195, 820);
  await expect(viewer).toBeHidden();
});

test('gallery: an Escape pressed the moment the viewer shows closes it', async ({ page, request }) => {
  await page.goto(await itemPath(request, GALLERY));
  await waitForHydration(page);
  const picture = await firstPicture(page);
  // The viewer's code first, so that the next tap shows it at once.
  await picture.tap();
  const viewer = page.getByRole('dialog', { name: '查看大图' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The key goes in the same moment as the dialog does (a mutation observer's callback runs after the
  // render that added it, before the browser paints), as a visitor's fast Escape can on a busy phone.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"][aria-label="查看大图"]')) return;
      observer.disconnect();
      (window as unknown as { escapeAtShow: boolean }).escapeAtShow = true;
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    }).observe(document.body, { childList: true, subtree: true });
  });
  await picture.tap();
  await expect.poll(() => page.evaluate(() => 'escapeAtShow' in window)).toBe(true);
  await expect(viewer).toBeHidden();
});

/** What stands at the top of the screen in each environment: its user agent and the bar's test id. */
const TOP_BARS = [
  ['in WeChat, under the open-app banner', undefined, 'open-app-banner'],
  ["in the platform's own app, with no bar", OWN_CLIENT_UA, null],
  ['in a mini program, under the router control', `${MOBILE_UA} miniProgram`, 'router-control'],
] as const;

// A landscape live room keeps its player in view under the page's top bar, whatever that bar is:
// in the platform's own app there is none, and the player, held at the banner's height, left a blank
// band at the top and hid the room's title and status.
for (const [where, userAgent, topBar] of TOP_BARS) {
  test.describe(`landscape live room ${where}`, () => {
    test.use(userAgent ? { userAgent } : {});

    test('the player sits right under the top bar and the title right under the player', async ({ page, request }) => {
      const room = (await itemPath(request, PRESS)).replace(/index\.html$/, 'LandscapeScreen/index.html');
      await page.goto(room);
      await waitForHydration(page);
      const bar = topBar ? await boxOf(page.getByTestId(topBar)) : { y: 0, height: 0 };
      const player = await boxOf(page.getByTestId('live-player'));
      const title = await boxOf(page.getByRole('heading', { level: 1, name: PRESS }));
      expect(Math.abs(player.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
      expect(title.y).toBeGreaterThanOrEqual(player.y + player.height);
      // Scrolled, the player stays in view under the bar.
      await page.mouse.wheel(0, 400);
      await expect
        .poll(async () => Math.round((await boxOf(page.getByTestId('live-player'))).y))
        .toBe(Math.round(bar.y + bar.height));
    });
  });
}

// The offline notice is fixed under the page's top bar, whatever that bar is: it stood a banner's
// height down everywhere, in the platform's own app under an empty band over the page.
for (const [where, userAgent, topBar] of TOP_BARS) {
  test.describe(`offline ${where}`, () => {
    test.use(userAgent ? { userAgent } : {});

    test('the notice stands a spacing unit under the top bar, and goes when the connection returns', async ({
      page,
    }) => {
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      const bar = topBar ? await boxOf(page.getByTestId(topBar)) : { y: 0, height: 0 };
      await page.context().setOffline(true);
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toHaveText('网络已断开，恢复后将自动重试');
      expect(Math.round((await boxOf(notice)).y)).toBe(Math.round(bar.y + bar.height) + SPACING_UNIT_PX);
      await page.context().setOffline(false);
      await expect(notice).toBeHidden();
    });
  });
}

// In the platform's own app there is no banner: the floating navigation button carries the channel
// navigation, and nothing stands at the top of the screen.
test.describe("in the platform's own app", () => {
  test.use({ userAgent: OWN_CLIENT_UA });

  // The button rises above what a page keeps at the foot of the screen: a detail page's comment bar,
  // a portrait live room's chat field. A landscape room's chat is in the page, and the risen button
  // lay over its send button when the room opened.
  for (const screen of ['LandscapeScreen', 'PortraitScreen']) {
    test(`live room, ${screen}: the floating navigation button leaves the chat's field and send button free`, async ({
      page,
      request,
    }) => {
      await page.goto((await itemPath(request, PRESS)).replace(/index\.html$/, `${screen}/index.html`));
      await waitForHydration(page);
      const button = await boxOf(page.getByRole('button', { name: '打开导航' }));
      for (const control of [
        page.getByRole('textbox', { name: '说点什么…' }),
        page.getByRole('button', { name: '发送' }),
      ]) {
        expect(overlapArea(button, await boxOf(control))).toBe(0);
      }
    });
  }

  // A dejin post keeps its comment bar at the foot of the screen too: the button lay over its 点赞.
  test('dejin post: the floating navigation button sits above the comment bar', async ({ page, request }) => {
    const catalogue = await (await request.get(`${BASE}/dejin/catalog/index.html`)).text();
    const catalogId = /dejin\/content\/index\.html\?catalog_id=(\w+)/.exec(catalogue)?.[1];
    const content = await (await request.get(`${BASE}/dejin/content/index.html?catalog_id=${catalogId}`)).text();
    const post = /\/davmu\/share\/dejin\/detail\/\w+\/index\.html/.exec(content)?.[0];
    expect(post, 'a dejin post on its catalogue posts page').toBeTruthy();
    await page.goto(post ?? '');
    await waitForHydration(page);
    const button = await boxOf(page.getByRole('button', { name: '打开导航' }));
    const bar = await boxOf(page.getByTestId('comment-footer'));
    expect(overlapArea(button, bar)).toBe(0);
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  });
});

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const MARATHON = '图文直播｜城市马拉松赛况实时播报';
const SHORT_VIDEO = '第一视角：地铁12号线首班车';
const MORNING_AUDIO = '早安南岭｜今天值得关注的5件事';
const VOLUNTEER_FORM = '马拉松志愿者招募报名表';

/** Boxes that share no area (touching edges is fine). */
function overlapArea(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A socket that never opens: the chat stays in its connecting state. */
async function neverConnect(page: Page) {
  await page.addInitScript(() => {
    class NeverOpens extends EventTarget {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readonly readyState = 0;
      binaryType = 'blob';
      constructor(readonly url: string) {
        super();
      }
      send() {
        // Nothing leaves a socket that never opened.
      }
      close() {
        // Already as closed as it will be.
      }
    }
    Object.defineProperty(window, 'WebSocket', { value: NeverOpens });
  });
}

for (const [agent, userAgent] of [
  ['WeChat', undefined],
  ['Android Chrome', ANDROID_UA],
] as const) {
  test.describe(`issue 61 layout, ${agent} 375×667`, () => {
    test.use({ viewport: { width: 375, height: 667 }, ...(userAgent ? { userAgent } : {}) });

    test('gallery: the dark stage ends under the caption, and it says the pictures swipe', async ({
      page,
      request,
    }) => {
      await page.goto(await itemPath(request, GALLERY));
      await firstPicture(page);
      const stage = await boxOf(page.getByTestId('gallery'));
      const caption = await boxOf(page.getByTestId('gallery-counter').first().locator('..'));
      const hint = page.getByTestId('gallery').getByText('左右滑动查看更多图片');
      await expect(hint).toBeVisible();
      const box = await boxOf(hint);
      // The hint right under the caption, on the first screen; the stage ends with it (it kept ~270 px
      // of empty dark under the caption on a tall phone).
      expect(box.y).toBeGreaterThanOrEqual(caption.y + caption.height);
      expect(box.y - (caption.y + caption.height)).toBeLessThanOrEqual(SPACING_UNIT_PX);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      expect(stage.y + stage.height - (box.y + box.height)).toBeLessThanOrEqual(SPACING_UNIT_PX * 2);
    });

    test('live room: 连接中… covers no chat message and not the input', async ({ page, request }) => {
      await neverConnect(page);
      await page.goto(await itemPath(request, PRESS));
      await waitForHydration(page);
      const chat = page.getByTestId('live-chat');
      const status = chat.getByRole('status');
      await expect(status).toHaveText('连接中…');
      await chat.scrollIntoViewIfNeeded();
      const line = await boxOf(status);
      const input = await boxOf(chat.getByRole('textbox'));
      const visible = await chat.evaluate((panel) => {
        const list = (panel.querySelector('ol') as HTMLElement).getBoundingClientRect();
        return [...panel.querySelectorAll('li[data-msg-id]')]
          .map((row) => row.getBoundingClientRect())
          .filter((row) => row.bottom > list.top && row.top < list.bottom)
          .map((row) => ({
            x: row.x,
            y: Math.max(row.y, list.top),
            width: row.width,
            height: Math.min(row.bottom, list.bottom) - Math.max(row.y, list.top),
          }));
      });
      expect(visible.length).toBeGreaterThan(0);
      for (const row of visible) expect(overlapArea(row, line)).toBe(0);
      expect(overlapArea(line, input)).toBe(0);
    });

    test('live room: the screen switch marks the screen in view and stands above the talk', async ({
      page,
      request,
    }) => {
      const landing = await itemPath(request, MARATHON);
      const switcher = page.getByRole('navigation', { name: '直播画面' });
      for (const [screen, label] of [
        ['ImageScreen', '图文直播'],
        ['LandscapeScreen', '横屏直播'],
      ] as const) {
        await page.goto(landing.replace(/index\.html$/, `${screen}/index.html`));
        const current = switcher.getByRole('link', { name: label });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(switcher.locator('[aria-current]')).toHaveCount(1);
        // Marked on screen too: its colour is not the others'.
        const colours = await switcher
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
        expect(new Set(colours).size).toBe(2);
        const switchBox = await boxOf(switcher);
        const talk = await boxOf(page.getByTestId('live-columns'));
        expect(switchBox.y + switchBox.height).toBeLessThanOrEqual(talk.y);
      }
      // The room's own page is its 图文直播: that choice is marked there.
      await page.goto(landing);
      await expect(switcher.getByRole('link', { name: '图文直播' })).toHaveAttribute('aria-current', 'true');
      await expect(switcher.locator('[aria-current]')).toHaveCount(1);
    });

    test('short video: the duration badge sits whole on the picture, off the screen edge', async ({
      page,
      request,
    }) => {
      await page.goto(await itemPath(request, SHORT_VIDEO));
      const player = page.getByTestId('svideo-player');
      const poster = player.locator('img.poster');
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const picture = await poster.evaluate((img: HTMLImageElement) => {
        // The drawn picture inside the poster's box (object-fit: contain).
        const box = img.getBoundingClientRect();
        const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
        const width = img.naturalWidth * scale;
        const height = img.naturalHeight * scale;
        return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
      });
      const badge = await boxOf(player.getByTestId('duration'));
      await expect(player.getByTestId('duration')).toHaveText('00:45');
      expect(badge.x).toBeGreaterThanOrEqual(picture.x + 4);
      expect(badge.x + badge.width).toBeLessThanOrEqual(picture.x + picture.width - 4);
      expect(badge.y).toBeGreaterThanOrEqual(picture.y + 4);
      expect(badge.y + badge.height).toBeLessThanOrEqual(picture.y + picture.height - 4);
      const clipped = await player
        .getByTestId('duration')
        .evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
      expect(clipped).toBe(false);
    });

    test('audio: before any metadata the player reads 00:00 / 03:00 from the data, and plays on a tap', async ({
      page,
      request,
    }) => {
      await page.goto(await itemPath(request, MORNING_AUDIO));
      await waitForHydration(page);
      const player = page.getByTestId('audio-player');
      await expect(player.getByTestId('audio-time')).toHaveText('00:00 / 03:00');
      // One length on screen: no native control beside it counting 0:00 / 0:00.
      await expect(player.locator('audio[controls]')).toHaveCount(0);
      await expect(player.getByText('03:00')).toHaveCount(1);
      const play = player.getByRole('button', { name: '播放' });
      await expect(play).toHaveAttribute('aria-pressed', 'false');
      const media = page.waitForRequest((req) => req.url().includes('.mp3') || req.resourceType() === 'media');
      await play.tap();
      await media;
      await expect(player.getByRole('button', { name: '播放' })).toHaveAttribute('aria-pressed', 'true');
    });

    test('offline: the notice stands under the header, not on it', async ({ page }) => {
      await page.goto(`${BASE}/`);
      await waitForHydration(page);
      const header = await boxOf(page.getByTestId('open-app-banner'));
      await page.context().setOffline(true);
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toHaveText('网络已断开，恢复后将自动重试');
      const box = await boxOf(notice);
      expect(overlapArea(box, header)).toBe(0);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await page.context().setOffline(false);
      await expect(notice).toBeHidden();
    });

    test('activity: the page shows its item cover, not the grey placeholder', async ({ page, request }) => {
      await page.goto(await itemPath(request, VOLUNTEER_FORM));
      await expect(page.getByRole('heading', { level: 1, name: VOLUNTEER_FORM })).toBeVisible();
      const cover = page.getByRole('img', { name: VOLUNTEER_FORM });
      await expect(cover).toBeVisible();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect((await boxOf(cover)).width).toBe(375);
    });
  });
}
