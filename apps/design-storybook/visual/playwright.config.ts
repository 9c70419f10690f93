/**
 * Visual regression and accessibility of every story of the designers' Storybook: the built
 * Storybook (dist/storybook) served statically, each story of its index.json screenshotted in Debian's
 * Chromium and compared with its baseline in ./baselines, then checked with axe. `npm run visual`
 * runs it (run-visual.mjs); docs/storybook.md says how designers read the report.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS, requireTool } from '../../../scripts/lib/outside-tools.mjs';

import { DESKTOP_TAG, reportDir, resultsDir, storybookDir, summaryDir } from './settings';

const port = Number(process.env['VISUAL_PORT'] ?? 5710);
const chromium = {
  browserName: 'chromium' as const,
  deviceScaleFactor: 1,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  reducedMotion: 'reduce' as const,
  launchOptions: {
    // Chromium's headless shell with the browser tests' arguments (scripts/lib/outside-tools.mjs), and
    // glyphs drawn without hinting, so a picture does not depend on the machine's font settings.
    executablePath: requireTool('chromium-headless-shell'),
    args: [...HEADLESS_CHROMIUM_ARGS, '--font-render-hinting=none'],
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: resultsDir,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env['VISUAL_WORKERS'] ?? 2),
  // No retry: a story is shot once it is ready (story-readiness.ts waits on the page's own signals), so
  // a picture that differs is a change. A loaded machine only makes the waits longer, hence the time.
  retries: 0,
  timeout: 90_000,
  // A missing baseline fails (a new story is accepted with --update, never silently).
  updateSnapshots: 'none',
  // Any changed colour is a change (Playwright's default threshold, 0.2, let a grey darkened from #707070
  // to #505050 pass): every picture is taken by the same Chromium with the same fonts. Up to 8 pixels may
  // differ: the rounded edge of an avatar over a banner picture (record heroes) is rastered with its
  // anti-aliasing different from run to run (4, then 5 pixels of the PagedSection hero's ring in clean
  // clones); any real change (a colour, a gap, a word) moves hundreds.
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0,
      maxDiffPixels: 8,
      stylePath: path.join(__dirname, 'screenshot.css'),
    },
  },
  reporter: [
    ['list'],
    ['html', { outputFolder: reportDir, open: 'never' }],
    ['./changed-stories-reporter.ts', { reportDir, summaryDir }],
  ],
  use: { baseURL: `http://127.0.0.1:${port}`, ...chromium },
  // The one rule for a story's window: a story tagged `desktop` (the desktop page) is shot 1280 px
  // wide, every other one at a phone's 390 px.
  projects: [
    { name: 'phone', grepInvert: new RegExp(`@${DESKTOP_TAG}\\b`), use: { viewport: { width: 390, height: 844 } } },
    { name: 'desktop', grep: new RegExp(`@${DESKTOP_TAG}\\b`), use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: ['node', path.join(__dirname, 'static-server.mjs'), storybookDir, String(port)]
      .map((arg) => JSON.stringify(arg))
      .join(' '),
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
