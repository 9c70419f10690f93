#!/usr/bin/env node
// `npm run bundle-install`: what the Dockerfiles do, without Docker. Each production bundle
// (dist/apps/platform-api, dist/apps/share-web) is copied into an empty folder outside the
// workspace (so nothing resolves from its node_modules), `npm ci --omit=dev` installs the pruned
// lockfile there (from npm's cache, else the registry), and the two are started as the images
// start them. Passes when the API answers, and the site serves a seeded article, with its title,
// and passes an API call through to the platform. Exits 1 otherwise.
// All under the images' Node (apps/*/Dockerfile; scripts/lib/image-node.mjs), whatever Node runs this
// script: the registry's node@24 package at that version (`npx -y node@24.18.1`, from npm's cache
// once fetched) runs npm for the installs, so better-sqlite3's addon is made for it (compiled
// against that version's headers, about 130 s of one core, the first time; kept in
// tmp/bundle-install as a local prebuild for the next runs), and runs the two servers.
// Settings: BUNDLE_API_PORT (3421), BUNDLE_SITE_PORT (4429). --no-build reuses dist/apps;
// --compile-native compiles better-sqlite3 even when a kept build fits; --keep leaves the folder
// (installs and logs). --native-only installs better-sqlite3 alone (the bundle's version) under the
// images' Node, keeps the addon it compiled and exits: `npm test` runs it in the background from its
// start, on the CPU the other stages leave idle, so that its bundle install takes the kept addon
// (and `.ci/run` beside `npm ci`, which needs no node_modules: one compile at a time, the next waits).
// The kept files live outside node_modules, which `npm ci` removes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildBundlesUnless } from './lib/bundles.mjs';
import { createChildren, describeFailure, OneLineError, stopOnSignals, waitForAnswer } from './lib/children.mjs';
import { assertFree } from './lib/free-ports.mjs';
import { IMAGE_NODE_VERSION, imageNode } from './lib/image-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.BUNDLE_API_PORT ?? 3421);
const sitePort = Number(process.env.BUNDLE_SITE_PORT ?? 4429);
/** What this script keeps between runs (the images' Node headers, the addons it compiled): outside node_modules. */
const KEPT = path.join(root, 'tmp/bundle-install');
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

const nativeOnly = process.argv.includes('--native-only');
if (!nativeOnly) buildBundlesUnless(process.argv.slice(2));

const work = mkdtempSync(path.join(tmpdir(), 'share-bundle-'));
const children = createChildren();
const removeWork = () =>
  process.argv.includes('--keep')
    ? console.log(`kept ${work}`)
    : rmSync(work, { recursive: true, force: true, maxRetries: 3 });
stopOnSignals(children, removeWork);

/** The Node the images run: its binary, version, ABI and headers (the registry's node package). */
function imageNodeWithHeaders() {
  // Outside the workspace: beside `npm ci` (.ci/run) its node_modules is being written.
  const node = imageNode(work);
  return { ...node, nodedir: nodeHeaders(node.version) };
}

/**
 * A folder with `version`'s C headers (include/node), for node-gyp when it compiles an addon: the
 * registry's node-<platform>-<arch> package of that version carries them (Debian's npm points node-gyp
 * at /usr, the system Node's headers, which would build the addon for the wrong ABI). Kept in
 * KEPT.
 */
function nodeHeaders(version) {
  const dir = path.join(KEPT, `node-${version}`);
  if (existsSync(path.join(dir, 'include/node/node.h'))) return dir;
  const pkg = `node-${process.platform}-${process.arch}@${version.slice(1)}`;
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', pkg, '--prefer-offline', '--silent', '--pack-destination', dir], {
    cwd: work,
    encoding: 'utf8',
  });
  const tarball = pack.status === 0 ? path.join(dir, pack.stdout.trim().split('\n').pop()) : '';
  const tar = tarball
    ? spawnSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1', 'package/include'])
    : { status: 1 };
  if (tarball) rmSync(tarball, { force: true });
  if (tar.status !== 0 || !existsSync(path.join(dir, 'include/node/node.h'))) {
    throw new OneLineError(
      `Node ${version}'s headers could not be had from the registry (npm pack ${pkg}): better-sqlite3 cannot be compiled for it`,
    );
  }
  return dir;
}

/**
 * better-sqlite3's install script takes a prebuilt addon when it finds one (prebuild-install: a
 * local prebuild, npm's cache, then GitHub) and compiles SQLite otherwise (about 130 s of one
 * core). An addon this script compiled for the same version and ABI before is offered as the local
 * prebuild, as it would be downloaded; --compile-native leaves it out.
 */
const prebuildsDir = (node) => path.join(KEPT, `node-${node.version}`, 'prebuilds');
/** better-sqlite3's version as the lockfile has it (the bundles' lockfiles are cut from it): read without node_modules. */
const sqliteVersion = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages[
  'node_modules/better-sqlite3'
].version;
const prebuildOf = (node) =>
  path.join(
    prebuildsDir(node),
    `better-sqlite3-v${sqliteVersion}-node-v${node.abi}-${process.platform}-${process.arch}.tar.gz`,
  );

/** The environment npm runs in: the image's Node first on PATH (npm and the install scripts run on it). */
function npmEnvironment(node) {
  const env = { ...process.env, PATH: `${path.dirname(node.execPath)}${path.delimiter}${process.env.PATH}` };
  env.npm_config_nodedir = node.nodedir;
  if (existsSync(prebuildOf(node)) && !process.argv.includes('--compile-native'))
    env.npm_config_better_sqlite3_local_prebuilds = prebuildsDir(node);
  return env;
}

/** Keeps the addon an install compiled, for the next run (the name prebuild-install looks for). */
function keepAddon(node, dir) {
  const addon = path.join(dir, 'node_modules/better-sqlite3');
  if (existsSync(prebuildOf(node)) || !existsSync(path.join(addon, 'build/Release/better_sqlite3.node'))) return;
  mkdirSync(prebuildsDir(node), { recursive: true });
  // Written aside and renamed: a run stopped while it writes (npm test stops its background compile
  // when a stage fails) leaves no half archive to be taken for a prebuild.
  const partial = `${prebuildOf(node)}.${process.pid}.partial`;
  const tar = spawnSync('tar', ['-czf', partial, '-C', addon, 'build/Release/better_sqlite3.node']);
  if (tar.status === 0) renameSync(partial, prebuildOf(node));
  else rmSync(partial, { force: true });
}

/** Copies dist/apps/`name` into the empty folder and installs its production dependencies with `node`'s npm. */
function install(name, node) {
  const dir = path.join(work, name);
  cpSync(path.join(root, 'dist/apps', name), dir, { recursive: true });
  const started = Date.now();
  const npm = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    env: npmEnvironment(node),
  });
  if (npm.status !== 0) throw new OneLineError(`${name}: npm ci --omit=dev failed under Node ${node.version}`);
  keepAddon(node, dir);
  const { dependencies } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  console.log(
    `${name}: ${Object.keys(dependencies).length} dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return dir;
}

/** The bundle's start script (`node <file>`, as the image's CMD runs it) in `dir`, on `node`; output to work/name.log. */
function start(name, dir, node, env) {
  const log = openSync(path.join(work, `${name}.log`), 'a');
  const [command, ...args] = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start.split(' ');
  if (command !== 'node') throw new Error(`${name}: the start script is not node <file>`);
  const child = children.start(node.execPath, args, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    gentle: true,
  });
  child.logName = name;
  return child;
}

/** A child's log named in a failure's line, and its text shown when it exited. */
const answerOptions = (child) => {
  const log = path.join(work, `${child.logName}.log`);
  return { hint: ` (its log: ${log}, kept with --keep)`, exitDetail: () => readFileSync(log, 'utf8') };
};

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'MISS'} ${message}`);
  if (!ok) failures.push(message);
};

/**
 * better-sqlite3 alone, at the bundle's version, installed as the bundle's install would install it
 * (npm under the images' Node, the same headers); its addon is kept for the bundle's install.
 */
function compileNative(node) {
  const started = Date.now();
  if (existsSync(prebuildOf(node)) && !process.argv.includes('--compile-native')) {
    console.log(`better-sqlite3 ${sqliteVersion} for Node ${node.version}: already kept`);
    return;
  }
  const dir = path.join(work, 'native');
  mkdirSync(dir);
  const manifest = { name: 'native', private: true, dependencies: { 'better-sqlite3': sqliteVersion } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const npm = spawnSync('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    env: npmEnvironment(node),
  });
  if (npm.status !== 0)
    throw new OneLineError(`better-sqlite3 ${sqliteVersion}: npm install failed under Node ${node.version}`);
  rmSync(prebuildOf(node), { force: true });
  keepAddon(node, dir);
  if (!existsSync(prebuildOf(node))) throw new OneLineError(`better-sqlite3 ${sqliteVersion}: no addon was built`);
  console.log(
    `better-sqlite3 ${sqliteVersion} for Node ${node.version}: compiled and kept in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Whether process `pid` still runs. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One --native-only at a time (`.ci/run` starts one beside `npm ci`, then `npm test` its own): the
 * lock file holds the pid of the one at work, and a later one waits until it is gone, then finds
 * the addon kept. A lock whose process is gone (killed) is taken over. Released when this one exits.
 */
async function holdNativeLock() {
  const lock = path.join(KEPT, 'native.lock');
  mkdirSync(KEPT, { recursive: true });
  const waitStarted = Date.now();
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.on('exit', () => rmSync(lock, { force: true }));
      if (Date.now() - waitStarted > 1000)
        console.log(`waited ${Math.round((Date.now() - waitStarted) / 1000)} s for the compile under way`);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // Empty between the holder's open and its write: it runs.
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder && !running(holder)) rmSync(lock, { force: true });
    else await sleep(1000);
  }
}

if (nativeOnly) {
  try {
    await holdNativeLock();
    compileNative(imageNodeWithHeaders());
  } catch (error) {
    console.error(describeFailure(error));
    process.exitCode = 1;
  } finally {
    removeWork();
  }
  process.exit();
}

try {
  await assertFree([apiPort, sitePort]);
  const node = imageNodeWithHeaders();
  console.log(`Node ${node.version} (ABI ${node.abi}) at ${node.execPath}`);
  const apiDir = install('platform-api', node);
  const siteDir = install('share-web', node);
  const api = start('platform-api', apiDir, node, {
    NODE_ENV: 'production',
    // A production API refuses to start without the key that signs preview links: one per run.
    PREVIEW_LINK_SECRET: randomBytes(32).toString('base64url'),
    PLATFORM_API_PORT: String(apiPort),
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
  });
  await waitForAnswer(`http://127.0.0.1:${apiPort}/health`, api, answerOptions(api));
  const site = start('share-web', siteDir, node, {
    NODE_ENV: 'production',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
  });
  await waitForAnswer(`http://127.0.0.1:${sitePort}/readyz`, site, answerOptions(site));
  const origin = `http://127.0.0.1:${sitePort}`;
  // The binary each server runs, as the kernel has it.
  const binaries = [api, site].map((child) => readlinkSync(`/proc/${child.pid}/exe`));
  check(
    binaries.every((file) => file === realpathSync(node.execPath)) && node.version === `v${IMAGE_NODE_VERSION}`,
    `both servers run on Node ${node.version}`,
  );

  const health = await (await fetch(`http://127.0.0.1:${apiPort}/health`)).json();
  check(health.code === 0 && health.data.status === 'ok', `the API answers /health: ${JSON.stringify(health.data)}`);
  const groups = await (await fetch(`${origin}/peony/v1/group`)).json();
  check(
    groups.code === 0 && groups.data.list.length > 0,
    `the site passes /peony/v1/group to the API: ${groups.data?.list?.length ?? 0} groups`,
  );
  let article;
  for (const group of groups.data.list) {
    const { data } = await (await fetch(`${origin}/peony/v1/content?gid=${group.id}&pageindex=1&pagesize=50`)).json();
    article ??= data.list.find((item) => item.content_type === 'article');
  }
  const pagePath = new URL(article.share_link, origin).pathname;
  const page = await fetch(`${origin}${pagePath}`, { headers: { 'user-agent': MOBILE_UA } });
  const html = await page.text();
  check(
    page.status === 200 && html.includes(`<title>${article.title}`) && html.includes('</html>'),
    `the site serves the article ${pagePath}: HTTP ${page.status}, ${html.length} bytes, title ${JSON.stringify(article.title)} ${html.includes(article.title) ? 'present' : 'MISSING'}`,
  );
  const asset = /\/davmu\/share\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  const script = asset ? await fetch(`${origin}${asset}`) : undefined;
  check(script?.status === 200, `and its scripts: ${asset} HTTP ${script?.status}`);
} catch (error) {
  console.error(describeFailure(error));
  failures.push(String(error));
} finally {
  await children.stopAll();
  removeWork();
}
process.exit(failures.length ? 1 : 0);
