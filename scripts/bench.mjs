#!/usr/bin/env node
// `npm run bench`: builds share-web, starts the reference API (fresh demo database) and the site on
// their own ports, measures each target of issues 30, 53 and 62 and ends with a table of them (target,
// measured, met or missed); it exits 1 when one is missed.
//   lighthouse: Lighthouse 12 mobile performance of a seeded article (Debian Chromium, simulated slow
//      4G), the median of BENCH_LIGHTHOUSE_RUNS (5) finished runs (a run Lighthouse could not finish
//      is printed with its reason, left out and replaced, up to BENCH_LIGHTHOUSE_RUNS more tries):
//      >= 99 with Lighthouse's default settings (4x CPU slowdown), as for a seeded video and the home
//      page (issue 53: every page type as fast as the article), and >= 97 with the slowdown
//      calibrated to this machine, as Lighthouse's docs/throttling.md asks for hosts that are not
//      high-end desktops: 4x is meant for a benchmarkIndex of about 1750, so the multiplier is
//      benchmarkIndex / 437.5, the best index of the default runs, as other processes only lower it
//      (BENCH_CPU_SLOWDOWN sets it). At that slowdown no main-thread task
//      after the first contentful paint may take more than 50 ms: the trace's top-level tasks (the
//      main-thread-tasks audit, real durations times the multiplier, as Lighthouse simulates) that
//      start after the observed first paint; the median over the runs of each run's longest (also
//      printed by the trace's CPU time, which other processes do not inflate; per run what the
//      longest did, with its CPU against its wall time; and, for context, Lighthouse's own long-tasks
//      audit, whose simulation drops tasks under 10 ms and moves the document's pre-paint tasks after
//      its first paint);
//   js: the JavaScript each kind of page loads before it is interactive (gzip bytes of every chunk
//      Chromium requests until html[data-hydrated], the route's lazily loaded page and its imports
//      included, but the tracking and share-setup runtimes that load on demand and what loads after
//      idle, whose idle callbacks wait for html[data-hydrated] in the measured page): the article
//      <= 150 KB, of which the site's own code (all but the framework chunks, framework-*.js: React
//      with React DOM, React Router, styled-components, as tools/vite-plugins/src/lib/chunks.ts names them)
//      <= 30 KB; every other page type within 5 KB of the article (at most 5 KB more);
//   html: the article's HTML and its hydration data (React Router's turbo-stream payload,
//      the streamController.enqueue scripts) within scripts/lib/page-budgets.mjs (64 KB, 10 KB);
//   ssr: the server under a viral link: autocannon at BENCH_CONNECTIONS (50) connections against the
//      article, video and home pages, micro-cached (the same URL), the article also for logged-in
//      visitors (their share_session cookie: the same cached page, issue 62) and uncached (a second
//      site process with HTML_CACHE_SECONDS=0: a render per request), in interleaved rounds with a
//      bare Node server (a process of its own) sending the same bytes: each micro-cached page, and the
//      logged-in article, >= 0.90x its bare server (the logged-in row also says its ratio to the
//      anonymous one), the uncached article's CPU per render reported (a figure, not a target); req/s,
//      p50, p99, errors and the CPU time per request of the serving process (user + system, from
//      /proc: steady whatever else the two cores are doing); the site's start-up time and memory.
//   interaction (issue 62): at 4x CPU throttling on slow 4G (scripts/lib/interactions.mjs), each tap's
//      interaction to next paint as web-vitals computes INP (Event Timing entries of 16 ms or more, the
//      longest per interactionId), the median of BENCH_LIGHTHOUSE_RUNS: opening the navigation panel,
//      the comments sheet, the login panel and the open-app dialog, 播放 on a video, a chip jump on a
//      special and switching a live room's screen, each <= 200 ms; and the share of animation frames
//      over 50 ms in a scripted scroll down home's list, <= 5%. The lighthouse part also gives the
//      total blocking time of the article and of a special (Lighthouse's figure at 4x), <= 200 ms each;
// It first installs what Lighthouse needs when missing (scripts/ensure-chromium.sh: Chromium and a CJK
// font) and prints what a page fault costs on the machine (scripts/lib/machine.mjs), which
// benchmarkIndex does not see; the line is repeated under the table. The sites and the bare server run
// on the images' Node (.nvmrc, scripts/lib/image-node.mjs: the registry's package when another Node runs
// the bench), the API and Lighthouse on the Node that runs it.
// Options: --no-build (reuse apps/share-web/build), --only=lighthouse|js|html|ssr|interaction (repeatable; the
// targets of the other parts are listed as not measured). BENCH_LIGHTHOUSE_REPORT=file.json keeps the
// last Lighthouse report (of the last page measured, home). Ports: BENCH_SITE_PORT, BENCH_API_PORT,
// BENCH_BARE_PORT (the bare server, site + 1), BENCH_UNCACHED_PORT (the cache-off site, site + 2).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChildren, stopOnSignals, waitForAnswer } from './lib/children.mjs';
import { imageNode } from './lib/image-node.mjs';
import { LONG_TASK_MS } from './lib/main-thread.mjs';
import { medianPageFaultMicros } from './lib/machine.mjs';
import { medianScroll, medianTap, PHONE_CPU_SLOWDOWN } from './lib/interactions.mjs';
import { ARTICLE_HTML_LIMIT_KB, HYDRATION_DATA_LIMIT_KB } from './lib/page-budgets.mjs';
import { chromiumArgs } from './lib/playwright-chromium.mjs';
import { lighthouseScore, TARGET_PHONE_BENCHMARK_INDEX } from './lib/bench/lighthouse-performance.mjs';
import { onDemandRuntimeFiles, pageJavaScript, pageWeight, REACT_DOM_MARKER } from './lib/bench/page-weight.mjs';
import { createReport, kb, TARGETS } from './lib/bench/report.mjs';
import { tapsOn } from './lib/bench/taps.mjs';
import { createViralLoad, rssMb } from './lib/bench/viral-load.mjs';
import { startServers } from './lib/bench/servers.mjs';
import { seededItems } from './lib/platform-client.mjs';
import { bin, root } from './lib/site-processes.mjs';

const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith('--only=')).map((a) => a.slice('--only='.length));
const wants = (part) => only.length === 0 || only.includes(part);

const apiPort = Number(process.env.BENCH_API_PORT ?? 3363);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 4330);
/** Chromium's arguments for the parts that launch it through Playwright: probed once, when first asked. */
let launchArgs;
const browserArgs = () => (launchArgs ??= chromiumArgs());
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const lighthouseOptions = { chromePath, runs: lighthouseRuns, reportFile: process.env.BENCH_LIGHTHOUSE_REPORT };
/** The viral load: autocannon's connections, seconds a run, interleaved rounds. */
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_LOAD_ROUNDS ?? 3),
};
const barePort = Number(process.env.BENCH_BARE_PORT ?? sitePort + 1);
/** The site again with its micro-cache off: what a render costs (the uncached row). */
const uncachedPort = Number(process.env.BENCH_UNCACHED_PORT ?? sitePort + 2);
const site = `http://127.0.0.1:${sitePort}`;
const clientDir = path.join(root, 'apps/share-web/build/client');

// Chromium and a CJK font (without one, Chromium searches a fallback font for every Chinese character
// and Lighthouse measures that layout instead of the page's).
if (wants('lighthouse')) {
  const ensure = spawnSync('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { cwd: root, stdio: 'inherit' });
  if (ensure.status !== 0) process.exit(ensure.status ?? 1);
}

if (!args.includes('--no-build')) {
  const build = spawnSync(bin('nx'), ['run', 'share-web:build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The Lighthouse figures depend on this too (scripts/lib/machine.mjs): printed before and after;
// measured before the servers start, as they would share the cores.
const faultMicros = medianPageFaultMicros();
const machineNote =
  `Machine: a page fault costs ${faultMicros.toFixed(1)} us (well under 1 us on a typical host); Lighthouse's benchmarkIndex, which calibrates the slowdown, does not measure it` +
  (faultMicros > 5
    ? ': the Lighthouse figures here are of a machine slower for page loads than its benchmarkIndex says'
    : '');
console.log(machineNote);

// The site and the bare server run on the images' Node, whatever Node runs the bench: what a replica
// costs is that runtime's (a hit's CPU differs between Node versions: docs/performance.md).
const serverNode = imageNode(tmpdir());
console.log(`The site and the bare server run on Node ${serverNode.version} (the images' Node, .nvmrc).`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'share-bench-'));
// Each server in its own process group (tsx runs the API in a child of its own), stopped on every way out.
const children = createChildren();
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
stopOnSignals(children, removeDataDir);
const { api, server, serverStarted, uncachedServer } = startServers(children, {
  node: serverNode.execPath,
  apiPort,
  sitePort,
  uncachedPort: wants('ssr') ? uncachedPort : null,
  dataDir,
});

async function stop() {
  await children.stopAll();
  removeDataDir();
}

/** The share path of the first seeded detail item of each content type (all groups, first pages). */
function firstOfEachType(items) {
  const byType = new Map();
  for (const item of items) {
    if (!byType.has(item.content_type) && item.share_link.includes('/davmu/share/news/')) {
      byType.set(item.content_type, new URL(item.share_link, site).pathname);
    }
  }
  return byType;
}

/** The share path of the first seeded item of a content type (and title), wherever its route is. */
function seededPath(items, type, title) {
  const item = items.find((candidate) => candidate.content_type === type && (!title || candidate.title === title));
  if (!item) throw new Error(`no seeded ${type} ${title ?? ''}`);
  return new URL(item.share_link, site).pathname;
}

const { record, printTable, missed } = createReport(machineNote);
const viralLoad = createViralLoad({
  children,
  node: serverNode.execPath,
  dataDir,
  site,
  server,
  barePort,
  uncachedServer,
  uncachedPort,
  load,
});
let failed = false;
try {
  await waitForAnswer(`http://127.0.0.1:${apiPort}/openapi.json`, api, { timeoutMs: 120_000 });
  const startupMs = (await waitForAnswer(`${site}/healthz`, server, { timeoutMs: 120_000 })) - serverStarted;
  const rssAfterStart = rssMb(server.pid);
  // The seeded items with a share link on this site.
  const items = (await seededItems(site)).filter((item) => item.share_link?.startsWith('/davmu/share/'));
  const paths = firstOfEachType(items);
  const article = paths.get('article');
  if (!article) throw new Error('no seeded article');
  const video = paths.get('video');
  if (!video) throw new Error('no seeded video');
  const home = '/davmu/share/';
  // Issue 53: every page type as fast as the article; the video and home pages measured beside it.
  const others = [
    ['video', video, 'lighthouseVideo', 'microCacheVideo'],
    ['home', home, 'lighthouseHome', 'microCacheHome'],
  ];

  // A deployed server is warm: the first renders of a fresh Node process run unoptimised code.
  for (let warm = 0; warm < 20; warm += 1)
    for (const pagePath of [article, video, home]) await (await fetch(`${site}${pagePath}`)).arrayBuffer();

  if (wants('lighthouse')) {
    console.log(
      `\nLighthouse mobile performance of ${article} (median of ${lighthouseRuns} finished runs, simulated slow 4G, default 4x CPU):`,
    );
    const standard = await lighthouseScore(`${site}${article}`, lighthouseOptions);
    const enough = (runs) => (runs.finished >= 5 ? '' : `, only ${runs.finished} finished runs`);
    record('lighthouseDefault', `${standard.score}${enough(standard)}`, standard.score >= 99 && standard.finished >= 5);
    record(
      'tbtArticle',
      `${Math.round(standard.tbt)} ms (by CPU time ${Math.round(standard.tbtCpu)} ms)${enough(standard)}`,
      standard.tbt <= 200 && standard.finished >= 5,
    );
    const multiplier =
      Number(process.env.BENCH_CPU_SLOWDOWN) ||
      Math.round((standard.benchmarkIndex / TARGET_PHONE_BENCHMARK_INDEX) * 10) / 10;
    let calibrated = standard;
    if (multiplier !== 4) {
      console.log(
        `\nCPU slowdown calibrated to this machine: ${multiplier}x (benchmarkIndex ${Math.round(standard.benchmarkIndex)} / ${TARGET_PHONE_BENCHMARK_INDEX}):`,
      );
      calibrated = await lighthouseScore(`${site}${article}`, {
        ...lighthouseOptions,
        cpuSlowdownMultiplier: multiplier,
      });
    }
    record(
      'lighthouseCalibrated',
      `${calibrated.score} at ${multiplier}x${enough(calibrated)}`,
      calibrated.score >= 97 && calibrated.finished >= 5,
    );
    record(
      'longTasks',
      `${Math.round(calibrated.longest)} ms at ${multiplier}x (${calibrated.over} tasks over ${LONG_TASK_MS} ms; by CPU time ${Math.round(calibrated.longestCpu)} ms)`,
      calibrated.longest <= LONG_TASK_MS,
    );
    for (const [name, pagePath, key] of others) {
      console.log(`\nLighthouse mobile performance of the ${name} page, ${pagePath}, default settings:`);
      const other = await lighthouseScore(`${site}${pagePath}`, lighthouseOptions);
      record(key, `${other.score}${enough(other)}`, other.score >= 99 && other.finished >= 5);
    }
    const special = seededPath(items, 'special');
    console.log(
      `\nLighthouse mobile performance of a special, ${special}, default settings (its total blocking time):`,
    );
    const ofSpecial = await lighthouseScore(`${site}${special}`, lighthouseOptions);
    record(
      'tbtSpecial',
      `${Math.round(ofSpecial.tbt)} ms (by CPU time ${Math.round(ofSpecial.tbtCpu)} ms)${enough(ofSpecial)}`,
      ofSpecial.tbt <= 200 && ofSpecial.finished >= 5,
    );
  }

  if (wants('interaction')) {
    const { chromium } = await import('playwright');
    const browser = await chromium.launch({ executablePath: chromePath, args: await browserArgs() });
    const taps = tapsOn({
      article,
      image: paths.get('image'),
      video,
      special: seededPath(items, 'special'),
      liveRoom: seededPath(items, 'live', '正在直播｜全市防汛工作新闻发布会'),
    });
    try {
      console.log(
        `\nTaps at ${PHONE_CPU_SLOWDOWN}x CPU on slow 4G (interaction to next paint, Event Timing as web-vitals; median of ${lighthouseRuns}):`,
      );
      for (const [key, pagePath, interaction] of taps) {
        console.log(`  ${TARGETS[key].label}, ${pagePath}:`);
        const measured = await medianTap(browser, `${site}${pagePath}`, interaction, lighthouseRuns, console.log);
        if (!measured) record(key, 'not measured (every run failed)', false);
        else
          record(
            key,
            `${Math.round(measured.median)} ms${measured.runs < lighthouseRuns ? `, only ${measured.runs} runs` : ''}`,
            measured.median <= 200 && measured.runs >= lighthouseRuns,
          );
      }
      console.log(`\nScrolling home at ${PHONE_CPU_SLOWDOWN}x CPU (animation frames of a scripted scroll):`);
      const scroll = await medianScroll(browser, `${site}${home}`, lighthouseRuns, console.log);
      if (!scroll) record('scrollJank', 'not measured (every run failed)', false);
      else
        record(
          'scrollJank',
          `${(scroll.median * 100).toFixed(1)}%${scroll.runs < lighthouseRuns ? `, only ${scroll.runs} runs` : ''}`,
          scroll.median <= 0.05 && scroll.runs >= lighthouseRuns,
        );
    } finally {
      await browser.close();
    }
  }

  if (wants('js')) {
    console.log(
      '\nJavaScript per page before it is interactive (gzip, every chunk loaded until html[data-hydrated] but the on-demand runtimes):',
    );
    const pages = [
      ['article', article],
      ['home', '/davmu/share/'],
      ['login', '/davmu/share/auth'],
      ...[...paths].filter(([type]) => type !== 'article'),
    ];
    const weights = [];
    const { chromium } = await import('playwright');
    const browser = await chromium.launch({ executablePath: chromePath, args: await browserArgs() });
    try {
      const weighing = { site, clientDir, onDemand: onDemandRuntimeFiles(clientDir) };
      for (const [name, pagePath] of pages) {
        const weight = await pageJavaScript(browser, weighing, pagePath);
        weights.push([name, weight]);
        const framework = weight.framework
          ? `, framework chunks ${kb(weight.framework.gzip)} (${weight.framework.files.join(', ')})`
          : ', no framework chunk with React DOM found';
        const later = `; the server HTML lists ${kb(weight.serverHtml.total)} in ${weight.serverHtml.files}${weight.waived ? `; ${weight.waived} on-demand runtime chunks not counted` : ''}`;
        console.log(
          `  ${name.padEnd(14)} ${kb(weight.total).padStart(9)} in ${weight.files} files${framework}${later}`,
        );
      }
    } finally {
      await browser.close();
    }
    const articleJs = weights[0][1];
    record('articleJs', `${kb(articleJs.total)} in ${articleJs.files} files`, articleJs.total <= 150 * 1024);
    if (!articleJs.framework) record('siteJs', `no framework-*.js chunk holds React DOM (${REACT_DOM_MARKER})`, false);
    else
      record(
        'siteJs',
        `${kb(articleJs.total - articleJs.framework.gzip)} (framework chunks ${kb(articleJs.framework.gzip)})`,
        articleJs.total - articleJs.framework.gzip <= 30 * 1024,
      );
    const [heaviestName, heaviest] = weights
      .slice(1)
      .reduce((max, entry) => (entry[1].total > max[1].total ? entry : max));
    const over = heaviest.total - articleJs.total;
    record(
      'otherPagesJs',
      `${over >= 0 ? '+' : ''}${kb(over)} (heaviest: ${heaviestName}, ${kb(heaviest.total)})`,
      over <= 5 * 1024,
    );
  }

  if (wants('html')) {
    console.log(`\nArticle page weight (${article}, anonymous WeChat visitor):`);
    const weight = await pageWeight(site, article);
    record('articleHtml', kb(weight.html), weight.html <= ARTICLE_HTML_LIMIT_KB * 1024);
    record(
      'hydrationData',
      `${kb(weight.hydration)} in ${weight.scripts} scripts`,
      weight.hydration <= HYDRATION_DATA_LIMIT_KB * 1024,
    );
  }

  if (wants('ssr')) {
    console.log(
      `\nServer start-up ${Math.round(startupMs)} ms (spawn to /healthz), RSS after start ${rssAfterStart.toFixed(0)} MB`,
    );
    console.log(
      `Viral load: ${load.connections} connections, ${load.seconds} s runs, median of ${load.rounds} interleaved rounds:`,
    );
    // Errors of the compared runs make the ratio meaningless: a run with any is a miss.
    const recordRatio = (key, load, row = 'micro-cached', beside = '') => {
      const cached = load[row];
      const errors = load.bare.errors + cached.errors;
      record(
        key,
        `${cached.ratio.toFixed(2)}x (${Math.round(cached.rps)} / ${Math.round(load.bare.rps)} req/s, rounds ${cached.ratios.map((ratio) => ratio.toFixed(2)).join(' ')}${beside}${errors ? `, ${errors} errors` : ''})`,
        cached.ratio >= 0.9 && errors === 0,
      );
    };
    await waitForAnswer(`http://127.0.0.1:${uncachedPort}/healthz`, uncachedServer, { timeoutMs: 120_000 });
    const articleLoad = await viralLoad('article', article, { full: true });
    recordRatio('microCache', articleLoad);
    // Logged-in against anonymous visitors of the same cached page, each to the bare server of its round.
    const loggedInShare = articleLoad['logged-in'].rps / articleLoad['micro-cached'].rps;
    recordRatio('microCacheLoggedIn', articleLoad, 'logged-in', `; ${loggedInShare.toFixed(2)}x the anonymous`);
    for (const [name, pagePath, , key] of others) recordRatio(key, await viralLoad(name, pagePath));
    console.log(`  site RSS after the run ${rssMb(server.pid).toFixed(0)} MB`);
    const uncached = articleLoad.uncached;
    record(
      'uncachedCpu',
      `${uncached.cpu.toFixed(1)} ms (${Math.round(uncached.rps)} req/s${uncached.errors ? `, ${uncached.errors} errors` : ''})`,
      null,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stop();
}
printTable();
process.exit(failed || missed() ? 1 : 0);
