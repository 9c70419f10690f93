// Taps and scrolling on a throttled phone (issue 62), as `npm run bench` measures them: Chromium at 4x
// CPU throttling (CDP Emulation.setCPUThrottlingRate) on Lighthouse's slow 4G (150 ms, 1.6 Mbps), the
// WeChat visitor at 390x844 with touch.
//   - a tap's interaction to next paint, as web-vitals computes INP: the Event Timing API's 'event'
//     entries (durationThreshold 16), the longest duration among the entries of one interactionId;
//   - a scripted scroll down a long list: the time between animation frames, and the share over 50 ms.
// The page is opened, hydrated and left to settle (its idle preloads done) before the tap, as a
// visitor reads before tapping.
import { median, WECHAT_UA } from './main-thread.mjs';

/** Lighthouse's mobile throttling: 4x CPU, slow 4G. */
export const PHONE_CPU_SLOWDOWN = 4;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * An init script: every Event Timing entry of an interaction (16 ms or longer, the smallest threshold
 * the API allows, as web-vitals asks), kept per interactionId with the slowest one's phases. Kept in
 * sessionStorage too: a tap on a link that loads another document (a live room's screens) is
 * measured on the page it was made on, as web-vitals reports it when that page is hidden.
 */
function observeInteractions() {
  const key = '__benchInteractions';
  const slowest = new Map(JSON.parse(sessionStorage.getItem(key) ?? '[]'));
  window.__benchInteractions = {
    clear: () => {
      slowest.clear();
      sessionStorage.removeItem(key);
    },
    values: () => [...slowest.values()],
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const id = `${performance.timeOrigin}:${entry.interactionId}`;
      const known = slowest.get(id);
      if (known && known.duration >= entry.duration) continue;
      slowest.set(id, {
        duration: entry.duration,
        type: entry.name,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
      sessionStorage.setItem(key, JSON.stringify([...slowest]));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** A fresh phone-like page with the throttling on; close its context after. */
async function throttledPage(browser) {
  const context = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page };
}

/** Opens the page, waits for hydration and for the network to be quiet (idle preloads included). */
async function openSettled(page, url) {
  const answer = await page.goto(url, { timeout: 120_000 });
  if (!answer?.ok()) throw new Error(`${url}: HTTP ${answer?.status()}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  // A live room keeps a socket and a poll: quiet enough after 20 s at most.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
}

/** Two animation frames and a moment: the Event Timing entries of what was painted are delivered. */
const afterNextPaints = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );

/**
 * One tap, measured: `target(page)` is the locator tapped, `shown(page, { href })` what the tap brings (waited
 * for, so the interaction's paint has happened). Answers the slowest interaction of the visit (the
 * tap's, unless the page counted another), 0 when none took 16 ms, and about when what it brings
 * was on screen.
 */
async function measureTap(browser, url, { target, shown }) {
  const { context, page } = await throttledPage(browser);
  try {
    await openSettled(page, url);
    const control = target(page);
    await control.scrollIntoViewIfNeeded();
    await afterNextPaints(page);
    await page.evaluate(() => window.__benchInteractions.clear());
    const done = shown(page, { href: await control.getAttribute('href') });
    if (await done.isVisible()) throw new Error('what the tap brings is on screen before it');
    const tapped = Date.now();
    await control.tap();
    await done.waitFor({ state: 'visible', timeout: 30_000 });
    // When what the tap brings was seen (Playwright polls by animation frames: a frame or so late), a
    // figure beside the interaction's: a chunk loaded on the tap comes after its next paint.
    const shownAfter = Date.now() - tapped;
    await afterNextPaints(page);
    const slowest = await page.evaluate(() =>
      window.__benchInteractions.values().reduce((max, entry) => (entry.duration > max.duration ? entry : max), {
        duration: 0,
      }),
    );
    return { ...slowest, shownAfter };
  } finally {
    await context.close();
  }
}

/**
 * The median of `runs` measured taps (a failed run is printed and retried, up to `runs` more), with
 * each run printed.
 */
export async function medianTap(browser, url, interaction, runs, log) {
  const durations = [];
  for (let attempt = 0; durations.length < runs && attempt < runs * 2; attempt += 1) {
    try {
      const entry = await measureTap(browser, url, interaction);
      durations.push(entry.duration);
      log(
        `    run ${attempt + 1}: ${Math.round(entry.duration)} ms` +
          (entry.type
            ? ` (${entry.type}: input delay ${Math.round(entry.delay)}, handlers ${Math.round(entry.processing)}, to paint ${Math.round(entry.presentation)})`
            : ' (no interaction of 16 ms or more)') +
          `; shown about ${entry.shownAfter} ms after the tap`,
      );
    } catch (error) {
      log(`    run ${attempt + 1}: not measured: ${error.message.split('\n')[0]}`);
    }
  }
  if (durations.length === 0) return null;
  return { median: median(durations), runs: durations.length };
}

/**
 * A scripted scroll: `frames` animation frames, each scrolling the page by `step` px (loading the
 * list's next pages as a reader's scroll does); the time between consecutive frames.
 */
async function scrollFrames(browser, url, { frames, step }) {
  const { context, page } = await throttledPage(browser);
  try {
    await openSettled(page, url);
    return await page.evaluate(
      ({ frames, step }) =>
        new Promise((resolve) => {
          const deltas = [];
          let last = null;
          const frame = (now) => {
            if (last !== null) deltas.push(now - last);
            last = now;
            window.scrollBy(0, step);
            if (deltas.length < frames) requestAnimationFrame(frame);
            else resolve(deltas);
          };
          requestAnimationFrame(frame);
        }),
      { frames, step },
    );
  } finally {
    await context.close();
  }
}

/** The median over `runs` scrolls of the share of frames over 50 ms, with each run printed. */
export async function medianScroll(browser, url, runs, log, { frames = 240, step = 40 } = {}) {
  const shares = [];
  for (let attempt = 0; shares.length < runs && attempt < runs * 2; attempt += 1) {
    try {
      const deltas = await scrollFrames(browser, url, { frames, step });
      const over = deltas.filter((delta) => delta > 50).length;
      const sorted = [...deltas].sort((a, b) => a - b);
      shares.push(over / deltas.length);
      log(
        `    run ${attempt + 1}: ${over} of ${deltas.length} frames over 50 ms (${((over / deltas.length) * 100).toFixed(1)}%), median frame ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, longest ${Math.round(sorted.at(-1))} ms`,
      );
    } catch (error) {
      log(`    run ${attempt + 1}: not measured: ${error.message.split('\n')[0]}`);
    }
  }
  if (shares.length === 0) return null;
  return { median: median(shares), runs: shares.length };
}
