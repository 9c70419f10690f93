#!/usr/bin/env node
// `npm test`: installs the missing outside tools (ensure-prerequisites.sh), then the dead-export check, the format check, lint (module boundaries included), type checks,
// unit and component tests, the designers' Storybook with every story compared with its baseline picture and
// checked with axe (and a test that a theme change fails that check), the browser tests, and the deployment checks.
// It ends with a table of each stage's time (scripts/lib/stage-table.mjs); a failure prints the stages run so
// far, then what the failed Nx tasks said of it (their failed tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedNxTasks, slowestNxTasks, stageTable } from './lib/stage-table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nx = path.join(root, 'node_modules/.bin/nx');
// CI proves a clean run: no task result is taken from a cache of an earlier run on the machine. The
// run gets an empty Nx cache folder of its own instead of --skip-nx-cache, so a task one stage ran
// (share-web's build for the deployment tests) is replayed by the next (browser tests, bundle install),
// not built again; the folder is removed at the end.
const cacheDirectory = process.env.CI
  ? mkdtempSync(path.join(tmpdir(), 'share-test-nx-cache-'))
  : path.resolve(root, process.env.NX_CACHE_DIRECTORY ?? '.nx/cache');
const env = { ...process.env, NX_TUI: 'false', ...(process.env.CI ? { NX_CACHE_DIRECTORY: cacheDirectory } : {}) };
if (process.env.CI) process.on('exit', () => rmSync(cacheDirectory, { recursive: true, force: true }));

/** Each stage run so far: its label, whether it passed, its seconds. */
const stages = [];
const runStarted = Date.now();

function printStages() {
  console.log(`\n=== stage timings ===\n${stageTable(stages, Math.round((Date.now() - runStarted) / 1000))}`);
}

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  // An Nx stage: its slowest tasks, from the run record Nx writes in the cache folder.
  const recordFile = path.join(cacheDirectory, 'run.json');
  const record = command === nx && existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : null;
  if (record) console.log(slowestNxTasks(record));
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  stages.push({ label, ok: result.status === 0, seconds });
  if (result.status !== 0) {
    printStages();
    // Last, where a log's tail is read: what the failed tasks said, from the outputs Nx keeps.
    const output = (hash) => {
      const file = path.join(cacheDirectory, 'terminalOutputs', hash);
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    if (record) console.log(`\n=== what failed ===\n${failedNxTasks(record, output)}`);
    process.exit(result.status ?? 1);
  }
}

// Every tool the stages spawn, in one call: Chromium, nginx, promtool, bubblewrap, Java, kubectl's kustomize.
run('prerequisites (chromium, nginx, prometheus, bubblewrap, java, kubectl)', 'bash', [
  path.join(root, 'scripts/ensure-prerequisites.sh'),
]);
// better-sqlite3 for the images' Node, which the bundle install near the end needs: compiling SQLite
// takes one core for about 130 s, and that stage left the other idle. It is compiled from here on, in
// the background at the lowest priority, on the CPU the format check (one core) and the gaps of
// the stages after leave; the bundle install then takes the kept addon (bundle-install.mjs). Where
// `.ci/run` started one beside `npm ci`, this one waits for it and finds the addon kept.
const nativeLog = path.join(mkdtempSync(path.join(tmpdir(), 'share-test-native-')), 'native.log');
const native = spawn(
  'nice',
  ['-n', '19', process.execPath, path.join(root, 'scripts/bundle-install.mjs'), '--native-only'],
  {
    cwd: root,
    stdio: ['ignore', openSync(nativeLog, 'a'), openSync(nativeLog, 'a')],
    env,
    // A process group of its own (npm, node-gyp and the compiler under it), stopped whole below.
    detached: true,
  },
);
// Its exit is seen only between stages (each stage blocks this process): its own last line says how long it took.
const nativeDone = new Promise((resolve) => native.on('close', (code) => resolve(code)));
// A failed stage or an interrupt ends the run: the compile with it.
process.on('exit', () => {
  // Its log stays only when the compile failed (the line before the bundle install names it).
  if (!native.exitCode) rmSync(path.dirname(nativeLog), { recursive: true, force: true });
  if (native.exitCode !== null || native.signalCode !== null) return;
  try {
    process.kill(-native.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

// Dead exports: every name a library exports is used by another project (knip.json lists the entries).
run('dead-export check (knip)', path.join(root, 'node_modules/.bin/knip'), ['--include', 'exports,types']);
// One format (.prettierrc.json); `npx prettier --write .` fixes what this finds.
run('format (prettier --check)', path.join(root, 'node_modules/.bin/prettier'), [
  '--check',
  '.',
  '--log-level',
  'warn',
]);
run('lint, typecheck, unit and component tests', nx, [
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  '--parallel=2',
  '--outputStyle=static',
]);
// Builds the designers' Storybook (the visual target depends on build-storybook), then `npm run visual`.
const visual = ['run', 'design-storybook:visual', '--outputStyle=static'];
run('visual regression and accessibility of every story', nx, visual);
// Alone, after every other task that reads libs/ui: it changes a colour of the theme for its run.
const detection = path.join(root, 'apps/design-storybook/visual/visual-detection.test.mjs');
run('visual regression detects a theme change', process.execPath, ['--test', detection]);
run('browser tests', nx, ['run', 'share-web-e2e:e2e', '--outputStyle=static']);
// Deployment: each production bundle installed alone with production dependencies, then nginx in
// front of two replicas (cache, a replica killed, a rolling restart, throughput, chat across replicas).
const waitStarted = Date.now();
const nativeCode = await nativeDone;
const lastLine = readFileSync(nativeLog, 'utf8').trim().split('\n').pop();
console.log(
  `\nbetter-sqlite3 in the background: ${nativeCode === 0 ? 'ok' : `FAILED (its log: ${nativeLog}; the bundle install compiles it)`}, ${Math.round((Date.now() - waitStarted) / 1000)} s waited for it: ${lastLine}`,
);
run('bundle install', process.execPath, [path.join(root, 'scripts/bundle-install.mjs')]);
// The replicas' throughput ratio is a speed: reported here, a failure only in `npm run scale`.
run('scale', process.execPath, [path.join(root, 'scripts/scale.mjs'), '--no-build', '--report-speed']);
printStages();
