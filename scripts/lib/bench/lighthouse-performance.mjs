// Lighthouse's mobile performance of a page, as the bench measures it (scripts/bench.mjs's header):
// the median of finished runs, and what the main thread did after the first paint, by wall time
// (as Lighthouse simulates the slowdown) and by CPU time (which other processes do not inflate).
import { writeFileSync } from 'node:fs';
import { launchLighthouseChrome } from '../lighthouse-chrome.mjs';
import { blockingTime, LONG_TASK_MS, mainThreadTasks, median } from '../main-thread.mjs';

/** Lighthouse's default slowdown targets a mid-tier phone from a ~1750 benchmarkIndex host. */
export const TARGET_PHONE_BENCHMARK_INDEX = 1750 / 4;

/** The top-level main-thread tasks after the observed first contentful paint, at the given slowdown. */
function tasksAfterFirstPaint(audits, cpuSlowdownMultiplier) {
  const firstPaint = audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const tasks = audits['main-thread-tasks']?.details?.items;
  if (typeof firstPaint !== 'number' || !Array.isArray(tasks)) return null;
  // Lighthouse's simulation runs each task the multiplier times longer than it took in the trace.
  return tasks
    .filter((task) => task.startTime >= firstPaint)
    .map((task) => ({ start: task.startTime, duration: task.duration * cpuSlowdownMultiplier }));
}

/**
 * The same tasks' CPU time (the trace's thread time) times the multiplier: what they cost whatever else
 * the machine runs (wall time grows when other processes share the cores, and with each page fault;
 * thread time does not). The longest of them, and their blocking time counted as Lighthouse counts
 * it (each task's part over 50 ms, summed): where Lighthouse's figure, which scales the observed wall
 * time, is far above this one, the difference is the machine's and not the page's.
 */
function cpuOfTasksAfterFirstPaint(trace, cpuSlowdownMultiplier) {
  const main = mainThreadTasks(trace?.traceEvents ?? []);
  if (!main) return null;
  const durations = main.tasks
    .filter((task) => task.ts >= main.paint.ts && typeof task.tdur === 'number')
    .map((task) => (task.tdur / 1000) * cpuSlowdownMultiplier);
  return { longest: Math.max(0, ...durations), blocking: blockingTime(durations) };
}

/**
 * Lighthouse's own long-tasks audit, for context beside the bench's count: in its simulation (Lantern)
 * a task under 10 ms of observed wall time is dropped, a task that lays out is multiplied by half the
 * slowdown, and its first-paint graph keeps only the first parse, layout and paint, so the document's
 * other tasks before the observed first paint run after the simulated one. Of the audit's tasks (50 ms
 * or more, at most 20 listed): how many end after the simulated first contentful paint, how many of
 * those began before it, and the longest of them; null when the audit has no table.
 */
function simulatedLongTasks(audits) {
  const items = audits['long-tasks']?.details?.items;
  const firstPaint = audits['first-contentful-paint']?.numericValue;
  if (!Array.isArray(items) || typeof firstPaint !== 'number') return null;
  const after = items.filter((item) => item.startTime + item.duration > firstPaint);
  return {
    count: after.length,
    longest: after.reduce((max, item) => Math.max(max, item.duration), 0),
    startedBefore: after.filter((item) => item.startTime < firstPaint).length,
  };
}

/**
 * What the longest task after the first paint by wall time did: its first child event that names code
 * (a script's evaluation, a function call, a timer, a parse…) and its CPU against its wall time, so
 * that a long wall time with little CPU (other processes on the cores) tells itself from the page's
 * own work.
 */
function longestTaskOf(trace) {
  const events = trace?.traceEvents ?? [];
  const main = mainThreadTasks(events);
  if (!main) return null;
  const after = main.tasks.filter((task) => task.ts >= main.paint.ts);
  if (after.length === 0) return null;
  const task = after.reduce((a, b) => (b.dur > a.dur ? b : a));
  const inside = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.pid === task.pid &&
      event.tid === task.tid &&
      event.ts >= task.ts &&
      event.ts < task.ts + task.dur &&
      event !== task,
  );
  const named = inside.find(
    (event) =>
      event.args?.data?.url ||
      event.args?.data?.functionName ||
      ['ParseHTML', 'Layout', 'UpdateLayoutTree', 'MinorGC', 'MajorGC', 'Paint'].includes(event.name),
  );
  const code = named?.args?.data?.url
    ? ` ${named.args.data.url.replace(/^.*\//, '')}${named.args.data.functionName ? ` ${named.args.data.functionName}` : ''}`
    : '';
  const what = named
    ? `${named.name}${code}`
    : (inside.find((event) => event.name !== 'ThreadControllerImpl::RunTask')?.name ?? 'a task');
  return `${what}, ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU in ${(task.dur / 1000).toFixed(1)} ms wall`;
}

/**
 * Lighthouse's mobile performance of `url` at `cpuSlowdownMultiplier` (its default 4x unless given):
 * `runs` finished runs, each in a fresh Chromium (`chromePath`), a run Lighthouse could not finish
 * printed with its reason and replaced (up to `runs` more tries); `reportFile` keeps the last report.
 * Prints each run and returns the medians (score, total blocking time, the longest task after the
 * first paint by wall and by CPU time) and the best benchmarkIndex.
 */
export async function lighthouseScore(
  url,
  { chromePath, runs: lighthouseRuns, cpuSlowdownMultiplier = 4, reportFile },
) {
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  let failedRuns = 0;
  for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns * 2; attempt += 1) {
    const chrome = await launchLighthouseChrome(chromePath);
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        cpuSlowdownMultiplier !== 4
          ? { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } }
          : undefined,
      );
      if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
      const { audits, categories, runtimeError } = result.lhr;
      const metric = (id) => audits[id]?.numericValue;
      const missing = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].filter((id) => typeof metric(id) !== 'number');
      const tasks = tasksAfterFirstPaint(audits, cpuSlowdownMultiplier);
      // A run Lighthouse could not finish (its runtimeError, or metrics it could not compute) is
      // reported and left out of the median, not taken for a score.
      if (runtimeError || categories.performance.score === null || missing.length > 0 || !tasks) {
        const why = runtimeError
          ? `${runtimeError.code}: ${runtimeError.message}`
          : `no ${[...missing, ...(tasks ? [] : ['main-thread tasks'])].join(', ') || 'score'} (${missing
              .map((id) => audits[id]?.errorMessage)
              .filter(Boolean)
              .join('; ')})`;
        console.log(`  run ${attempt + 1}: Lighthouse could not measure the page: ${why}`);
        failedRuns += 1;
        continue;
      }
      const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
      const cpu = (value) => (value === null ? '?' : Math.round(value));
      const byCpu = cpuOfTasksAfterFirstPaint(result.artifacts?.Trace, cpuSlowdownMultiplier);
      const longestWhat = longestTaskOf(result.artifacts?.Trace);
      const simulated = simulatedLongTasks(audits);
      runs.push({
        score: Math.round(categories.performance.score * 100),
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        longest,
        longestCpu: byCpu?.longest ?? null,
        tbtCpu: byCpu?.blocking ?? null,
        over: tasks.filter((task) => task.duration > LONG_TASK_MS).length,
      });
      const last = runs.at(-1);
      console.log(
        `  run ${attempt + 1}: performance ${last.score}  FCP ${Math.round(last.fcp)} ms  LCP ${Math.round(last.lcp)} ms  TBT ${Math.round(last.tbt)} ms (by CPU time ${cpu(last.tbtCpu)} ms)  CLS ${last.cls.toFixed(3)}  SI ${Math.round(last.si)} ms  ` +
          `tasks after first paint: ${tasks.length}, ${last.over} over ${LONG_TASK_MS} ms, longest ${Math.round(longest)} ms (by CPU time ${cpu(last.longestCpu)} ms)`,
      );
      if (longestWhat) console.log(`         the longest by wall time, unthrottled: ${longestWhat}`);
      if (simulated) {
        console.log(
          `         Lighthouse's long-tasks audit (its simulation): ${simulated.count} tasks of 50 ms or more end after its first paint (${simulated.startedBefore} of them began before it), the longest ${Math.round(simulated.longest)} ms`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url} in any of ${lighthouseRuns * 2} runs`);
  if (failedRuns > 0)
    console.log(`  ${failedRuns} runs could not be measured; the median is of the other ${runs.length}`);
  const summary = {
    finished: runs.length,
    score: median(runs.map((run) => run.score)),
    // The machine's speed is its best measured run: other processes only ever make the index lower
    // (a shared machine's median once gave 310 against about 1,800 idle, a 0.7x "slowdown").
    benchmarkIndex: Math.max(...runs.map((run) => run.benchmarkIndex)),
    longest: median(runs.map((run) => run.longest)),
    over: median(runs.map((run) => run.over)),
    longestCpu: median(runs.map((run) => run.longestCpu ?? NaN)),
    tbt: median(runs.map((run) => run.tbt)),
    tbtCpu: median(runs.map((run) => run.tbtCpu ?? NaN)),
  };
  console.log(
    `  median of ${summary.finished} runs: performance ${summary.score}, total blocking time ${Math.round(summary.tbt)} ms (by CPU time ${Math.round(summary.tbtCpu)} ms), best benchmarkIndex ${Math.round(summary.benchmarkIndex)}, longest task after first paint ${Math.round(summary.longest)} ms (${summary.over} over ${LONG_TASK_MS} ms; by CPU time ${Math.round(summary.longestCpu)} ms)`,
  );
  return summary;
}
