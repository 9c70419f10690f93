// Lists every top-level main-thread task after the first contentful paint of a page, with its CPU
// time (the trace's thread time, which other processes on a shared machine do not inflate) and what
// it spends it on (trace events inside it, and the V8 sampling profiler's functions by self time).
//
//   node scripts/trace-tasks.mjs <url> [--runs=3] [--min=9] [--cpu=1] [--top=8]
//
// A Chromium (CHROME_PATH, /usr/bin/chromium by default) at 390x844 with the WeChat agent loads the
// page --runs times; --cpu sets CDP's CPU throttling rate (1: none). Tasks of at least --min ms of CPU
// are listed per run with their cause, and the run's summary: tasks by CPU time, the sum after paint.
import { chromium } from 'playwright';
import { launchLighthouseChrome } from './lib/lighthouse-chrome.mjs';
import { blockingTime, LONG_TASK_MS, mainThreadTasks, WECHAT_UA as UA } from './lib/main-thread.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const url = args.find((a) => !a.startsWith('--'));
if (!url) throw new Error('usage: node scripts/trace-tasks.mjs <url> [--runs=3] [--min=9] [--cpu=1] [--top=8]');
const runs = option('runs', 3);
const min = option('min', 9);
const cpuRate = option('cpu', 1);
const top = option('top', 8);
const depth = option('depth', 0);
/** --wall=N: also list the tasks of at least N ms of wall time (the time Lighthouse simulates), whatever their CPU. */
const minWall = option('wall', Infinity);
const allEvents = args.includes('--all-events');
// --android: Lighthouse's own emulation (moto g power, Chrome on Android: no WeChat).
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const android = args.includes('--android');
const CATEGORIES = [
  'toplevel',
  'v8.execute',
  'v8',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

const short = (u) => (u ? u.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') : '');

function analyse(events) {
  const mainThread = mainThreadTasks(events);
  if (!mainThread) throw new Error('no firstContentfulPaint in the trace');
  const { paint } = mainThread;
  const { pid, tid } = paint;
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = mainThread.tasks.filter((task) => task.ts >= paint.ts);
  // The sampling profiler's samples: nodes and (time, node) pairs.
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid) profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const profile = profiles.get(e.id) ?? { time: 0 };
    profiles.set(e.id, profile);
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(`${e.id}:${node.id}`, {
        ...node,
        key: `${e.id}:${node.id}`,
        parentKey: node.parent === undefined ? null : `${e.id}:${node.parent}`,
      });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      profile.time += deltas[i] ?? 0;
      samples.push({ ts: profile.time, node: `${e.id}:${ids[i]}` });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const frame = (key) => nodes.get(key)?.callFrame ?? {};
  const describe = (f) =>
    `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  return tasks.map((task) => {
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X');
    const kinds = new Map();
    for (const e of inside) {
      const label =
        e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'v8.compileModule'
          ? `${e.name} ${short(e.args?.data?.url ?? e.args?.fileName ?? '')}`
          : e.name === 'FunctionCall'
            ? `FunctionCall ${short(e.args?.data?.url)}:${e.args?.data?.lineNumber ?? ''} ${e.args?.data?.functionName ?? ''}`
            : e.name === 'TimerFire' ||
                e.name === 'FireAnimationFrame' ||
                e.name === 'EventDispatch' ||
                e.name === 'ParseHTML'
              ? `${e.name} ${e.args?.data?.type ?? ''}`
              : allEvents
                ? e.name
                : null;
      if (!label) continue;
      kinds.set(label, (kinds.get(label) ?? 0) + e.dur / 1000);
    }
    const self = new Map();
    const stacks = new Map();
    const chunks = new Map();
    let sampled = 0;
    let last = null;
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > task.ts + task.dur) continue;
      const dt = last === null ? 0 : (s.ts - last) / 1000;
      last = s.ts;
      sampled += dt;
      const f = frame(s.node);
      const name = describe(f);
      self.set(name, (self.get(name) ?? 0) + dt);
      // The first chunk on the stack from the top: which file's code is running.
      let key = s.node;
      let chunk = '(native)';
      while (key) {
        const u = frame(key).url;
        if (u) {
          chunk = short(u);
          break;
        }
        key = nodes.get(key)?.parentKey;
      }
      chunks.set(chunk, (chunks.get(chunk) ?? 0) + dt);
      const path = [];
      for (let k = s.node; k; k = nodes.get(k)?.parentKey) {
        const f2 = frame(k);
        if (f2.functionName === '(root)') continue;
        path.unshift(
          f2.url
            ? `${f2.functionName || '?'}@${short(f2.url).slice(0, 12)}:${f2.lineNumber + 1}:${f2.columnNumber + 1}`
            : f2.functionName || '?',
        );
      }
      const folded = path.slice(0, depth).join(' > ');
      stacks.set(folded, (stacks.get(folded) ?? 0) + dt);
    }
    return {
      start: (task.ts - paint.ts) / 1000,
      wall: task.dur / 1000,
      cpu: (task.tdur ?? task.dur) / 1000,
      kinds: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, top),
      self: [...self].sort((a, b) => b[1] - a[1]).slice(0, top),
      stacks: [...stacks].sort((a, b) => b[1] - a[1]).slice(0, top),
      chunks: [...chunks].sort((a, b) => b[1] - a[1]).slice(0, 5),
      sampled,
    };
  });
}

async function lighthouseTrace(multiplier) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchLighthouseChrome(process.env.CHROME_PATH ?? '/usr/bin/chromium');
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: multiplier } } },
    );
    console.log(
      `  Lighthouse: performance ${Math.round(result.lhr.categories.performance.score * 100)}, TBT ${Math.round(result.lhr.audits['total-blocking-time'].numericValue)} ms`,
    );
    return result.artifacts.Trace.traceEvents;
  } finally {
    await chrome.kill();
  }
}

function report(run, tasks) {
  const long = tasks.filter((t) => t.cpu >= min || t.wall >= minWall);
  const total = tasks.reduce((sum, t) => sum + t.cpu, 0);
  console.log(
    `\nrun ${run}: ${tasks.length} tasks after first paint, ${total.toFixed(1)} ms CPU in all, ${long.length} of at least ${min} ms CPU; longest ${Math.max(...tasks.map((t) => t.cpu)).toFixed(1)} ms`,
  );
  for (const t of long) {
    console.log(
      `  +${t.start.toFixed(0)} ms: ${t.cpu.toFixed(1)} ms CPU (${t.wall.toFixed(1)} wall)  files: ${t.chunks.map(([c, ms]) => `${c} ${ms.toFixed(1)}`).join(', ')}`,
    );
    for (const [label, ms] of t.kinds) console.log(`      ${ms.toFixed(1).padStart(6)}  ${label}`);
    for (const [label, ms] of t.self) console.log(`      ${ms.toFixed(1).padStart(6)}  self ${label}`);
    if (depth > 0)
      for (const [label, ms] of t.stacks) console.log(`      ${ms.toFixed(1).padStart(6)}  stack ${label}`);
  }
  const byWall = tasks.filter((t) => t.wall * cpuRate > LONG_TASK_MS);
  const blocking = (time) => Math.round(blockingTime(tasks.map((t) => time(t) * cpuRate)));
  console.log(
    `  at ${cpuRate}x: ${byWall.length} tasks over ${LONG_TASK_MS} ms by wall time (blocking ${blocking((t) => t.wall)} ms; their CPU ${byWall.map((t) => t.cpu.toFixed(1)).join(' ')}), ` +
      `${tasks.filter((t) => t.cpu * cpuRate > LONG_TASK_MS).length} by CPU time (blocking ${blocking((t) => t.cpu)} ms)`,
  );
  console.log(
    `  all tasks by CPU: ${tasks
      .map((t) => t.cpu.toFixed(1))
      .filter((c) => Number(c) >= 2)
      .join(' ')}`,
  );
  console.log(
    `  tasks of at least 5 ms wall (wall/CPU): ${tasks
      .filter((t) => t.wall >= 5)
      .map((t) => `${t.wall.toFixed(1)}/${t.cpu.toFixed(1)}`)
      .join(' ')}`,
  );
}

if (args.includes('--lighthouse')) {
  for (let run = 1; run <= runs; run += 1) report(run, analyse(await lighthouseTrace(cpuRate)));
  process.exit(0);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext(
      android
        ? {
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
            userAgent: ANDROID_UA,
          }
        : {
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 3,
            isMobile: true,
            hasTouch: true,
            userAgent: UA,
          },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // Waiting in Node: Playwright's own polling would be tasks in the page.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))))
      console.log('  (the page had not hydrated after 5 s)');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();
    report(run, analyse(trace.traceEvents ?? trace));
  }
} finally {
  await browser.close();
}
