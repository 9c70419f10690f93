// Proves the visual run sees a design change: one colour of the theme changed, the Storybook built
// again (into dist/visual-detection, never over a designer's dist/storybook) and the activity's stories
// checked; the run must fail, name the changed story and write the report. The colour is `info`, which
// only the activity's 未开始 badge draws: a token no story showed would pass unseen.
// The theme file is restored on every exit path. `npm test` runs it after `npm run visual`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = path.resolve(import.meta.dirname, '../../..');
const themeFile = path.join(root, 'libs/ui/src/lib/theme.ts');
const outputDir = path.join(root, 'dist/visual-detection');
const storybookDir = path.join(outputDir, 'storybook');
/** The 未开始 badge's blue, darker (white text on it stays readable, so only the picture changes). */
const INFO = "info: '#1F6FD6'";
const INFO_CHANGED = "info: '#174EA6'";
/** Today's port unless VISUAL_DETECTION_PORT says otherwise (a shared machine gives each run its own). */
const PORT = process.env.VISUAL_DETECTION_PORT ?? '5711';

test('a colour changed in the theme fails the visual run, naming the story it changed, with a report', () => {
  const original = readFileSync(themeFile, 'utf8');
  assert.ok(original.includes(INFO), `theme.ts has ${INFO}`);
  const restore = () => writeFileSync(themeFile, original);
  const restoreAndExit = () => {
    restore();
    process.exit(1);
  };
  process.once('SIGINT', restoreAndExit).once('SIGTERM', restoreAndExit);
  try {
    writeFileSync(themeFile, original.replace(INFO, INFO_CHANGED));
    rmSync(outputDir, { recursive: true, force: true });
    const build = spawnSync(
      path.join(root, 'node_modules/.bin/storybook'),
      ['build', '-c', 'apps/design-storybook/.storybook', '-o', storybookDir, '--test', '--quiet'],
      { cwd: root, encoding: 'utf8' },
    );
    assert.equal(build.status, 0, build.stderr);
    const run = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'run-visual.mjs'), '--grep', 'feed-feed-activity-'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, VISUAL_STORYBOOK_DIR: storybookDir, VISUAL_OUTPUT_DIR: outputDir, VISUAL_PORT: PORT },
      },
    );
    const output = run.stdout + run.stderr;
    assert.notEqual(run.status, 0, output);
    const changed = 'Changed stories (the picture differs from its baseline, or it has none): 1\n';
    assert.ok(output.includes(`${changed}  feed-feed-activity--not-started\n`), output);
    const report = path.join(outputDir, 'report/index.html');
    assert.ok(existsSync(report), 'the HTML report is written');
    assert.ok(output.includes(`Report (expected, actual and diff of each changed story): ${report}`), output);
  } finally {
    restore();
    process.off('SIGINT', restoreAndExit).off('SIGTERM', restoreAndExit);
  }
  assert.equal(readFileSync(themeFile, 'utf8'), original);
});
