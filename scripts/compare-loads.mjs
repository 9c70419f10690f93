// Compares pages (two builds of the site on two ports, say) by what their loads cost the main thread,
// in interleaved loads so that whatever else the machine runs weighs on each alike:
//
//   node scripts/compare-loads.mjs <urlA> <urlB> [<urlC> …] [--runs=8]
//
// Each run loads every URL once, the order rotated each run, in Chromium (CHROME_PATH,
// /usr/bin/chromium by default; headless Chromium's address-bar popup off, as in the bench) at 390x844
// with the WeChat agent, traced without the sampling profiler. Per load: the main thread's CPU time
// (the trace's thread time, which other processes do not inflate) after the first contentful paint and
// over the whole load, and the longest task after the first paint by CPU and by wall time; printed as
// the medians per URL with each run's figure. To serve a second build: copy apps/share-web/build to
// apps/<name>/build (the server finds its files beside itself) and start its server.mjs on another
// PORT against the same PLATFORM_API_URL.
import { chromium } from 'playwright';
import { requireTool } from './lib/outside-tools.mjs';
import { chromiumArgs } from './lib/playwright-chromium.mjs';
import { mainThreadTasks, median, WECHAT_UA as UA } from './lib/main-thread.mjs';

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 8);
if (urls.length < 2) throw new Error('usage: node scripts/compare-loads.mjs <urlA> <urlB> [<urlC> …] [--runs=8]');
const CATEGORIES = ['toplevel', 'devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline'];

const browser = await chromium.launch({
  executablePath: requireTool('chromium'),
  args: await chromiumArgs(['--no-sandbox', '--disable-gpu']),
});

async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: UA,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Waiting in Node: Playwright's own polling would be tasks in the page.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const main = mainThreadTasks(trace.traceEvents ?? trace);
  if (!main) throw new Error(`${url}: no first contentful paint in the trace`);
  const { paint, tasks } = main;
  const result = { afterPaint: 0, whole: 0, longest: 0, longestWall: 0 };
  for (const task of tasks) {
    const cpu = (task.tdur ?? task.dur) / 1000;
    result.whole += cpu;
    if (task.ts < paint.ts) continue;
    result.afterPaint += cpu;
    result.longest = Math.max(result.longest, cpu);
    result.longestWall = Math.max(result.longestWall, task.dur / 1000);
  }
  return result;
}

const results = urls.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    const order = urls.map((_, index) => (index + run) % urls.length);
    for (const index of order) results[index].push(await load(urls[index]));
  }
} finally {
  await browser.close();
}

const figure = (list, key, digits) =>
  `${median(list.map((r) => r[key])).toFixed(digits)} [${list.map((r) => r[key].toFixed(digits)).join(' ')}]`;
urls.forEach((url, index) => {
  const list = results[index];
  console.log(`${String.fromCharCode(65 + index)} ${url}`);
  console.log(
    `  main-thread CPU after the first paint ${figure(list, 'afterPaint', 0)} ms; over the whole load ${figure(list, 'whole', 0)} ms`,
  );
  console.log(
    `  longest task after the first paint: CPU ${figure(list, 'longest', 1)} ms; wall ${figure(list, 'longestWall', 1)} ms`,
  );
});
