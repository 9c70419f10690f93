#!/usr/bin/env node
// `npm run visual` (Nx target design-storybook:visual, after build-storybook): every story of the built
// Storybook compared with its baseline picture and checked with axe (playwright.config.ts).
// `npm run visual -- --update` accepts the new pictures: the baselines are written again from scratch,
// so a renamed or deleted story leaves no image behind. Other arguments go to Playwright (`--grep ui-`).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const playwrightArgs = args.filter((arg) => arg !== '--update');

const chromium = spawnSync('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

if (update) {
  // A filtered run (--grep) updates only what it shows; a whole run replaces every baseline.
  if (playwrightArgs.length === 0) rmSync(path.join(here, 'baselines'), { recursive: true, force: true });
  playwrightArgs.push('--update-snapshots=all');
}
const started = Date.now();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', '-c', path.join(here, 'playwright.config.ts'), ...playwrightArgs],
  { cwd: root, stdio: 'inherit' },
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`Visual run: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(result.status ?? 1);
