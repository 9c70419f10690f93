/**
 * Layout slips a visitor saw at 390×844 (issue 53), measured on the boxes: the clue report's place
 * line keeps the page's gap from its pictures and a long source name is not cut while its line has
 * room; gallery pictures keep their own shape on a stage no taller than they are and open zoomable;
 * the live chat's 连接中… line does not sit on the first row the visitor sees.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seededItems, waitForHydration } from './support';

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
  const item = (await seededItems(request)).find((entry) => entry.title === title);
  if (!item) throw new Error(`no seeded item ${title}`);
  return new URL(item.share_link, 'http://site').pathname;
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

test('gallery: a picture fills the width at its own shape from the top of the stage, its caption under it', async ({
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
  // No black bar above the picture (it stood centred in a screenful of stage) nor between it and its caption.
  const stage = await boxOf(page.getByTestId('gallery'));
  const box = await boxOf(picture);
  const caption = await boxOf(page.getByTestId('gallery-counter').first().locator('..'));
  expect(Math.abs(box.y - stage.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(caption.y - (box.y + box.height))).toBeLessThanOrEqual(1);
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

test('live room: while the socket is connecting, 连接中… does not sit on the first chat row in view', async ({
  page,
  request,
}) => {
  // A socket that never opens: the chat stays in its connecting state.
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
  await page.goto(await itemPath(request, PRESS));
  await waitForHydration(page);
  const chat = page.getByTestId('live-chat');
  const status = chat.getByRole('status');
  await expect(status).toHaveText('连接中…');
  await chat.scrollIntoViewIfNeeded();

  const boxes = await chat.evaluate((panel) => {
    const list = (panel.querySelector('ol') as HTMLElement).getBoundingClientRect();
    const rows = [...panel.querySelectorAll('li[data-msg-id]')].map((row) => row.getBoundingClientRect());
    const first = rows.find((row) => row.bottom > list.top) ?? { top: 0, bottom: 0 };
    const line = (panel.querySelector('[role="status"]') as HTMLElement).getBoundingClientRect();
    return { first: { top: first.top, bottom: first.bottom }, line: { top: line.top, bottom: line.bottom } };
  });
  expect(boxes.first.bottom).toBeGreaterThan(0);
  const overlap = Math.min(boxes.first.bottom, boxes.line.bottom) - Math.max(boxes.first.top, boxes.line.top);
  expect(overlap).toBeLessThanOrEqual(0);
});
