// Where the visual run reads the built Storybook and writes its report; the detection test
// (visual-detection.test.mjs) points both elsewhere so it never overwrites a designer's.
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
export const storybookDir = path.resolve(root, process.env['VISUAL_STORYBOOK_DIR'] ?? 'dist/storybook');
const outputDir = path.resolve(root, process.env['VISUAL_OUTPUT_DIR'] ?? 'dist/visual');
/** The HTML report a designer opens: expected, actual and diff of every changed story. */
export const reportDir = path.join(outputDir, 'report');
export const resultsDir = path.join(outputDir, 'test-results');
/** The summary CI shows on a pull request (summary.md) and its page of diff thumbnails. */
export const summaryDir = path.join(outputDir, 'summary');
/** A story tagged so (in its meta's `tags`) is a desktop screen. */
export const DESKTOP_TAG = 'desktop';
/** Every story sees this time (Date), so relative times and countdowns draw the same in every run. */
export const FROZEN_TIME = new Date('2026-01-15T10:00:00+08:00');
/**
 * A story tagged so draws nothing on purpose (a closed dialog, the online notice): the visual run
 * checks that it stays empty; any other story that renders an empty body fails.
 */
export const RENDERS_NOTHING_TAG = 'renders-nothing';
