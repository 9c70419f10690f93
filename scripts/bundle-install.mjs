#!/usr/bin/env node
// `npm run bundle-install`: what the Dockerfiles do, without Docker. Each production bundle
// (dist/apps/platform-api, dist/apps/share-web) is copied into an empty folder outside the
// workspace (so nothing resolves from its node_modules), `npm ci --omit=dev` installs the pruned
// lockfile there (from npm's cache, else the registry), and the two are started as the images
// start them. Passes when the API answers, and the site serves a seeded article, with its title,
// and passes an API call through to the platform. Exits 1 otherwise.
// Settings: BUNDLE_API_PORT (3421), BUNDLE_SITE_PORT (4429). --no-build reuses dist/apps;
// --compile-native compiles better-sqlite3 instead of taking the workspace's build of it; --keep
// leaves the folder (installs and logs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertFree } from './lib/free-ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.BUNDLE_API_PORT ?? 3421);
const sitePort = Number(process.env.BUNDLE_SITE_PORT ?? 4429);
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', 'share-web', 'platform-api', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const work = mkdtempSync(path.join(tmpdir(), 'share-bundle-'));
const children = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * better-sqlite3's install script takes a prebuilt addon when it finds one (prebuild-install: a
 * local prebuild, npm's cache, then GitHub) and compiles SQLite otherwise (80 s on two idle cores).
 * The workspace has built the same version: it is offered as the local prebuild, as it would be
 * downloaded. --compile-native leaves it out, so the install compiles as an image without network would.
 */
function localPrebuilds() {
  const dir = path.join(work, 'prebuilds');
  const pkg = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  if (process.argv.includes('--compile-native') || !existsSync(path.join(pkg, 'build/Release/better_sqlite3.node'))) return {};
  mkdirSync(dir, { recursive: true });
  const tarball = path.join(dir, `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`);
  const tar = spawnSync('tar', ['-czf', tarball, '-C', pkg, 'build/Release/better_sqlite3.node']);
  return tar.status === 0 ? { npm_config_better_sqlite3_local_prebuilds: dir } : {};
}

/** Copies dist/apps/`name` into the empty folder and installs its production dependencies. */
function install(name, env) {
  const dir = path.join(work, name);
  cpSync(path.join(root, 'dist/apps', name), dir, { recursive: true });
  const started = Date.now();
  const npm = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (npm.status !== 0) throw new Error(`${name}: npm ci --omit=dev failed`);
  const { dependencies } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  console.log(`${name}: ${Object.keys(dependencies).length} dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** The bundle's start script (`node <file>`, as the image's CMD runs it) in `dir`; output to work/name.log. */
function start(name, dir, env) {
  const log = openSync(path.join(work, `${name}.log`), 'a');
  const [command, ...args] = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start.split(' ');
  if (command !== 'node') throw new Error(`${name}: the start script is not node <file>`);
  const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  children.push(child);
  return child;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited:\n${readFileSync(path.join(work, `${child === children[0] ? 'platform-api' : 'share-web'}.log`), 'utf8')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'MISS'} ${message}`);
  if (!ok) failures.push(message);
};

try {
  await assertFree([apiPort, sitePort]);
  const prebuilds = localPrebuilds();
  const apiDir = install('platform-api', prebuilds);
  const siteDir = install('share-web', prebuilds);
  const api = start('platform-api', apiDir, { NODE_ENV: 'production', PLATFORM_API_PORT: String(apiPort), DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' });
  await waitFor(`http://127.0.0.1:${apiPort}/health`, api);
  const site = start('share-web', siteDir, { NODE_ENV: 'production', PORT: String(sitePort), HOST: '127.0.0.1', PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: 'warn' });
  await waitFor(`http://127.0.0.1:${sitePort}/readyz`, site);
  const origin = `http://127.0.0.1:${sitePort}`;

  const health = await (await fetch(`http://127.0.0.1:${apiPort}/health`)).json();
  check(health.code === 0 && health.data.status === 'ok', `the API answers /health: ${JSON.stringify(health.data)}`);
  const groups = await (await fetch(`${origin}/peony/v1/group`)).json();
  check(groups.code === 0 && groups.data.list.length > 0, `the site passes /peony/v1/group to the API: ${groups.data?.list?.length ?? 0} groups`);
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
  console.error(error);
  failures.push(String(error));
} finally {
  const running = children.filter((child) => child.exitCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), sleep(15_000)]);
  if (process.argv.includes('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true, maxRetries: 3 });
}
process.exit(failures.length ? 1 : 0);
