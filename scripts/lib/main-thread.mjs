// What the bench and its tools (bench.mjs, trace-tasks.mjs, compare-loads.mjs, scale.mjs, size.mjs)
// share about a page load: the WeChat visitor they load it as, the page's main thread in a Chromium
// trace, and the median they report of repeated runs.

/** The median of measured `values` (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A task blocks input for what it runs past this many milliseconds (a long task, in the Long Tasks API's words). */
export const LONG_TASK_MS = 50;

/** Total blocking time as Lighthouse counts it: each task's part over 50 ms, summed (`durations` in ms). */
export const blockingTime = (durations) =>
  durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0);

/** WeChat's in-app browser on an iPhone: the visitor a shared link brings. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN';

/**
 * The trace's first contentful paint and the top-level tasks of the thread that painted it (the
 * page's main thread), in order; a nested RunTask is part of the one around it. Null without a paint.
 */
export function mainThreadTasks(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const runs = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = 0;
  for (const task of runs) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    tasks.push(task);
  }
  return { paint, tasks };
}
