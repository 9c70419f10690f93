#!/usr/bin/env node
// `npm run affected`: lint, type checks, unit and component tests, the Storybook build and its visual
// and accessibility check of every story, the site's build and the browser tests of the projects a
// change affects (nx affected), the same targets the CI workflow runs. The base comes from NX_BASE
// (CI's nrwl/nx-set-shas sets it, and NX_HEAD), else origin/main, else main.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TARGETS = ['lint', 'typecheck', 'test', 'build-storybook', 'visual', 'build', 'e2e'];

const hasRef = (ref) =>
  spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'ignore' }).status ===
  0;
const base = process.env.NX_BASE || (hasRef('origin/main') ? 'origin/main' : 'main');
const head = process.env.NX_HEAD ? [`--head=${process.env.NX_HEAD}`] : [];

console.log(`nx affected against ${base}`);
const result = spawnSync(
  path.join(root, 'node_modules/.bin/nx'),
  [
    'affected',
    '-t',
    ...TARGETS,
    `--base=${base}`,
    ...head,
    '--parallel=2',
    '--outputStyle=static',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } },
);
process.exit(result.status ?? 1);
