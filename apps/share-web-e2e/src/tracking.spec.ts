import { expect, test, type Page } from '@playwright/test';
import { eventsOf, previewLinkOf, seededArticlePath, tagDevice, type StoredEvent, waitForHydration } from './support';

/**
 * Tracking (spec §3, §4, §7): a detail page reports its view 1 s after load, a reading session with
 * whole-second duration and the highest percent when the visitor leaves, and each content card once
 * when it has been fully visible; a preview reports nothing. Events are read back from the reference
 * API's development list. Tests run in parallel against one API, so each page gets its own device
 * user_id (kept under the device-meta key, spec §3) and only events carrying it are counted.
 */

/** Scrolls to the bottom in steps, so every card passes through the screen. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(60);
    if (atBottom) break;
  }
}

const postIdOf = (path: string) => /\/([A-Za-z0-9]{8})\/index\.html$/.exec(path)?.[1] ?? '';

test('an article reports its view 1 s after load, the reading session on leaving and each fully visible card once', async ({
  page,
  request,
}) => {
  const path = await seededArticlePath(request);
  const postId = postIdOf(path);
  expect(postId).toHaveLength(8);
  const userId = await tagDevice(page, 'read');

  // Records when each beacon leaves, in page time, to check the 1 s start against the load event.
  await page.addInitScript(() => {
    const log: { at: number; body: string }[] = [];
    (window as unknown as { __beacons: typeof log }).__beacons = log;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const at = performance.now();
      if (data instanceof Blob) void data.text().then((body) => log.push({ at, body }));
      return send(url, data);
    };
  });

  await page.goto(path, { waitUntil: 'load' });
  const loadedAt = Date.now();

  // The detail view: behavior read, tid = post_id, version 1, terminal wap.
  await expect
    .poll(async () => (await eventsOf(request, userId)).filter((e) => e.behavior === 'read'), { timeout: 10_000 })
    .toEqual([
      expect.objectContaining({ behavior: 'read', tid: postId, version: 1, terminal: 'wap', device_type: 'IOS' }),
    ]);
  const { beacons, loadEnd } = await page.evaluate(() => ({
    beacons: (window as unknown as { __beacons: { at: number; body: string }[] }).__beacons,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  const view = beacons.find((beacon) => beacon.body.includes('"behavior":"read"'));
  expect(view, 'the view went out as a beacon').toBeTruthy();
  expect((view?.at ?? 0) - loadEnd).toBeGreaterThanOrEqual(1_000);

  await scrollThrough(page);
  // Cards fully on screen now must be among the reported ones.
  const visibleNow = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-exposure-id]'))
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return (
          box.height > 0 &&
          box.top >= 0 &&
          box.bottom <= window.innerHeight &&
          box.left >= 0 &&
          box.right <= window.innerWidth
        );
      })
      .map((card) => card.getAttribute('data-exposure-id') ?? ''),
  );
  const onPage = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-exposure-id]'), (card) => card.getAttribute('data-exposure-id') ?? ''),
  );
  expect(visibleNow.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);

  // Leave the page: the reading session finishes.
  await page.goto('/davmu/share/', { waitUntil: 'load' });

  await expect
    .poll(async () => (await eventsOf(request, userId)).filter((e) => e.behavior === 'read_finish'), {
      timeout: 10_000,
    })
    .toEqual([
      expect.objectContaining({ tid: postId, version: 1, terminal: 'wap', percent: 100, duration: expect.any(Number) }),
    ]);
  const events = await eventsOf(request, userId);
  const finish = events.find((e) => e.behavior === 'read_finish') as StoredEvent;
  expect(Number.isInteger(finish.duration)).toBe(true);
  expect(finish.duration).toBeGreaterThanOrEqual(0);
  expect(finish.duration).toBeLessThanOrEqual(Math.ceil((Date.now() - loadedAt) / 1000));

  // Exposure of the article page: each card id once, ids joined by |, all of them cards of the page.
  const articleUrl = new URL(path, page.url()).href;
  const exposures = events.filter((e) => e.behavior === 'exposure' && e.url === articleUrl);
  expect(exposures.length).toBeGreaterThan(0);
  for (const event of exposures) {
    expect(event).toMatchObject({ version: 1, terminal: 'wap' });
    expect(event.tid).toMatch(/^[A-Za-z0-9]{8}(\|[A-Za-z0-9]{8})*$/);
  }
  const reported = exposures.flatMap((e) => e.tid.split('|'));
  expect(new Set(reported).size).toBe(reported.length);
  for (const id of reported) expect(onPage).toContain(id);
  for (const id of visibleNow) expect(reported).toContain(id);
});

test('a preview (actor preview-holly) stores no event at all', async ({ page, request }) => {
  const path = await previewLinkOf(request, await seededArticlePath(request));
  const userId = await tagDevice(page, 'preview');

  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByTestId('preview-watermark')).toBeVisible();
  await waitForHydration(page);
  // A key press would finalise the largest contentful paint, were vitals measured here.
  await page.keyboard.press('Shift');
  // The countdown ticks once the page has hydrated: statistics would have had their chance.
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 10_000 }).not.toBe(first);
  await page.waitForTimeout(1_500);
  await scrollThrough(page);
  // The preview shows cards too: only the disabled tracking keeps them from being reported.
  expect(await page.locator('[data-exposure-id]').count()).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await page.goto('about:blank');
  await page.waitForTimeout(1_000);

  const stored = (await eventsOf(request, userId)).filter((e) => e.url?.includes('/preview-holly/'));
  expect(stored).toEqual([]);
  expect((await eventsOf(request, userId)).filter((e) => e.behavior === 'web_vitals')).toEqual([]);
});

test('a visit reports its real-user vitals once each: web_vitals with LCP and TTFB, the page type and the environment class', async ({
  page,
  request,
}) => {
  const path = await seededArticlePath(request);
  const userId = await tagDevice(page, 'vitals');
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  const vitals = async () => (await eventsOf(request, userId)).filter((e) => e.behavior === 'web_vitals');
  const names = async () => (await vitals()).map((e) => e.name).sort();

  // TTFB and FCP are final once the page has loaded; web-vitals arrives with the tracking chunk.
  await expect.poll(names, { timeout: 10_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  // The largest contentful paint is final at the visitor's first input.
  await page.keyboard.press('Shift');
  await expect.poll(names, { timeout: 10_000 }).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  // Leaving the page sends what is final only then (CLS; INP when there was an interaction).
  await page.goto('about:blank');
  await expect.poll(names, { timeout: 10_000 }).toContain('CLS');

  const events = await vitals();
  const articleUrl = new URL(path, 'http://localhost').pathname;
  for (const name of ['LCP', 'TTFB', 'FCP', 'CLS']) {
    const ofName = events.filter((e) => e.name === name);
    expect(ofName, name).toHaveLength(1);
    // The demo UA is WeChat's (playwright.config.ts); the article's detail type is doc.
    expect(ofName[0]).toMatchObject({ tid: '', version: 1, terminal: 'wap', page_type: 'doc', environment: 'wechat' });
    expect(['good', 'needs-improvement', 'poor']).toContain(ofName[0].rating);
    expect(new URL(ofName[0].url ?? '').pathname).toBe(articleUrl);
  }
  const lcp = events.find((e) => e.name === 'LCP') as StoredEvent;
  const ttfb = events.find((e) => e.name === 'TTFB') as StoredEvent;
  // Whole milliseconds; the largest paint comes after the first byte.
  expect(Number.isInteger(lcp.value)).toBe(true);
  expect(Number.isInteger(ttfb.value)).toBe(true);
  expect(lcp.value).toBeGreaterThan(ttfb.value ?? 0);
});

test('on leaving, one exposure_dwell event carries each exposed card’s visible time (tid, visible_ms)', async ({
  page,
  request,
}) => {
  const path = await seededArticlePath(request);
  const userId = await tagDevice(page, 'dwell');
  await page.goto(path, { waitUntil: 'load' });
  // Exposure starts with the tracking chunk, after hydration: the view (1 s after load) arriving
  // says it runs. Scrolled before that, on a loaded machine, the page could be left before any card
  // was watched.
  await expect
    .poll(async () => (await eventsOf(request, userId)).some((e) => e.behavior === 'read'), { timeout: 10_000 })
    .toBe(true);
  await scrollThrough(page);
  await page.goto('/davmu/share/', { waitUntil: 'load' });

  const articleUrl = new URL(path, page.url()).href;
  const ofArticle = async () => (await eventsOf(request, userId)).filter((e) => e.url === articleUrl);
  await expect
    .poll(async () => (await ofArticle()).filter((e) => e.behavior === 'exposure_dwell').length, { timeout: 10_000 })
    .toBe(1);
  const events = await ofArticle();
  const dwell = events.find((e) => e.behavior === 'exposure_dwell') as StoredEvent & { visible_ms: number[] };
  expect(dwell).toMatchObject({ version: 1, terminal: 'wap' });
  const ids = dwell.tid.split('|');
  expect(dwell.visible_ms).toHaveLength(ids.length);
  for (const ms of dwell.visible_ms) {
    expect(Number.isInteger(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  }
  // Only exposed cards, each once; the once-per-card exposure events are still there.
  const exposed = events.filter((e) => e.behavior === 'exposure').flatMap((e) => e.tid.split('|'));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(exposed).toContain(id);
});
