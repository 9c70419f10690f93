// The bench's targets (issues 30, 53 and 62) and its report: a line for each figure as it is
// measured, then the table of every target with what was measured, met or missed.
import { loadavg } from 'node:os';
import { ARTICLE_HTML_LIMIT_KB, HYDRATION_DATA_LIMIT_KB } from '../page-budgets.mjs';

/** The targets of issues 30, 53 and 62, in the order of the final table. */
export const TARGETS = {
  lighthouseDefault: {
    label: 'Lighthouse mobile median, default settings (4x CPU)',
    part: 'lighthouse',
    limit: '>= 99',
  },
  lighthouseCalibrated: {
    label: 'Lighthouse mobile median, calibrated CPU slowdown',
    part: 'lighthouse',
    limit: '>= 97',
  },
  longTasks: { label: 'longest task after first paint, calibrated slowdown', part: 'lighthouse', limit: '<= 50 ms' },
  lighthouseVideo: {
    label: 'Lighthouse mobile median of a video, default settings',
    part: 'lighthouse',
    limit: '>= 99',
  },
  lighthouseHome: { label: 'Lighthouse mobile median of home, default settings', part: 'lighthouse', limit: '>= 99' },
  tbtArticle: {
    label: 'total blocking time of the article, 4x CPU (Lighthouse)',
    part: 'lighthouse',
    limit: '<= 200 ms',
  },
  tbtSpecial: {
    label: 'total blocking time of a special, 4x CPU (Lighthouse)',
    part: 'lighthouse',
    limit: '<= 200 ms',
  },
  inpNavigation: { label: 'tap to next paint at 4x: the navigation panel', part: 'interaction', limit: '<= 200 ms' },
  inpComments: { label: 'tap to next paint at 4x: the comments sheet', part: 'interaction', limit: '<= 200 ms' },
  inpLogin: { label: 'tap to next paint at 4x: the login panel', part: 'interaction', limit: '<= 200 ms' },
  inpOpenApp: { label: 'tap to next paint at 4x: the open-app dialog', part: 'interaction', limit: '<= 200 ms' },
  inpPlay: { label: 'tap to next paint at 4x: 播放 on a video', part: 'interaction', limit: '<= 200 ms' },
  inpChip: { label: 'tap to next paint at 4x: a chip jump on a special', part: 'interaction', limit: '<= 200 ms' },
  inpScreen: { label: "tap to next paint at 4x: a live room's screen", part: 'interaction', limit: '<= 200 ms' },
  scrollJank: { label: 'frames over 50 ms scrolling home at 4x', part: 'interaction', limit: '<= 5%' },
  articleJs: { label: 'article first-load JavaScript (gzip)', part: 'js', limit: '<= 150 KB' },
  siteJs: { label: 'site code above the framework chunks (gzip)', part: 'js', limit: '<= 30 KB' },
  otherPagesJs: { label: 'other page types over the article (gzip)', part: 'js', limit: '<= 5 KB' },
  articleHtml: { label: 'article HTML', part: 'html', limit: `<= ${ARTICLE_HTML_LIMIT_KB} KB` },
  hydrationData: { label: 'article hydration data', part: 'html', limit: `<= ${HYDRATION_DATA_LIMIT_KB} KB` },
  microCache: { label: 'micro-cached article / bare Node server', part: 'ssr', limit: '>= 0.90x' },
  microCacheVideo: { label: 'micro-cached video / bare Node server', part: 'ssr', limit: '>= 0.90x' },
  microCacheHome: { label: 'micro-cached home / bare Node server', part: 'ssr', limit: '>= 0.90x' },
  microCacheLoggedIn: {
    label: 'logged-in micro-cached article / bare Node server',
    part: 'ssr',
    limit: '>= 0.90x',
  },
  uncachedCpu: { label: 'uncached article CPU per render (cache off)', part: 'ssr', limit: 'reported' },
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const loadAverages = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

/**
 * One run's outcomes. `record(key, measured, met)` keeps and prints a target's figure (`met` null for
 * a figure that is only reported); `printTable()` prints every target, with the load average at the
 * start (when the report was made) and at the end, then `machineNote`; `missed()` is whether a
 * target was missed.
 */
export function createReport(machineNote) {
  const outcomes = new Map();
  const loadAtStart = loadAverages();
  const record = (key, measured, met) => {
    outcomes.set(key, { measured, met });
    const { label, limit } = TARGETS[key];
    console.log(`  ${met === null ? 'figure ' : met ? 'met    ' : 'MISSED '} ${label}: ${measured} (${limit})`);
  };
  const printTable = () => {
    const rows = Object.entries(TARGETS).map(([key, { label, limit }]) => {
      const outcome = outcomes.get(key);
      const verdict = !outcome ? 'not measured' : outcome.met === null ? 'reported' : outcome.met ? 'met' : 'MISSED';
      return [label, limit, outcome?.measured ?? '-', verdict];
    });
    const header = ['target', 'limit', 'measured', ''];
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
    // Lighthouse's and the load test's figures depend on what else the machine runs.
    console.log(
      `\nIssues 30, 53 and 62 targets (load average ${loadAverages()} at the end; ${loadAtStart} at the start):`,
    );
    for (const row of [header, ...rows])
      console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd());
    console.log(machineNote);
  };
  const missed = () => [...outcomes.values()].some((outcome) => outcome.met === false);
  return { record, printTable, missed };
}
