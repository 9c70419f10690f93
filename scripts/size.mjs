#!/usr/bin/env node
// node scripts/size.mjs: what one site replica and one nginx worker serve, the figures
// docs/deploying.md's sizing table and deploy/k8s's requests and limits come from. It starts the
// reference API, ONE replica and nginx in front of it (production bundles, deploy/nginx's
// configuration, as `npm run scale`), then raises the load (autocannon, SIZE_SECONDS per step, at
// SIZE_CONNECTIONS connections in turn) on three paths of a seeded article:
//   nginx cache hit   anonymous, through nginx: nginx answers from its cache (one worker);
//   site micro-cache  anonymous, to the replica: what a replica serves when nginx passes a page on;
//   uncached render   to a second replica with its micro-cache off (HTML_CACHE_SECONDS=0, on the
//                     site port + 2), started for this ladder: a full render per request;
// and prints per path the highest rate whose p99 stays under SIZE_P99_MS (500), with the replica's
// (or nginx's) CPU (cores busy) and RSS at that rate, the CPU time per request (the median over the
// steps: what other processes on the machine inflate least) and the replica's RSS at rest. The load
// generator runs on the same machine, so the rates are a floor; the sizing uses the CPU per request.
// Before its ladder, the uncached replica must answer the page twice without an X-Cache header (no
// micro-cache), or the run fails.
// Settings: SIZE_SITE_PORT (4440; its metrics on +1, the uncached replica on +2), SIZE_API_PORT
// (3440), SIZE_NGINX_PORT (8440), SIZE_SECONDS (5), SIZE_CONNECTIONS (1,2,4,8,16,32,64), SIZE_P99_MS
// (500), NGINX (/usr/sbin/nginx). --no-build reuses dist/apps.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeNginxConf } from '../deploy/nginx/render.mjs';
import { buildBundlesUnless } from './lib/bundles.mjs';
import {
  createChildren,
  describeFailure,
  OneLineError,
  requireExecutable,
  stopOnSignals,
  waitForAnswer,
} from './lib/children.mjs';
import { seededPaths } from './lib/platform-client.mjs';
import { assertFree } from './lib/free-ports.mjs';
import { median, WECHAT_UA as MOBILE_UA } from './lib/main-thread.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const sitePort = Number(env.SIZE_SITE_PORT ?? 4440);
const apiPort = Number(env.SIZE_API_PORT ?? 3440);
const nginxPort = Number(env.SIZE_NGINX_PORT ?? 8440);
const seconds = Number(env.SIZE_SECONDS ?? 5);
const steps = (env.SIZE_CONNECTIONS ?? '1,2,4,8,16,32,64').split(',').map(Number);
const p99Limit = Number(env.SIZE_P99_MS ?? 500);
const nginxBin = env.NGINX ?? '/usr/sbin/nginx';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  if (env.NGINX === undefined)
    spawnSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], { cwd: root, stdio: 'inherit' });
  requireExecutable(nginxBin, 'nginx', "install Debian's (bash scripts/ensure-nginx.sh) or set NGINX to its path");
} catch (error) {
  console.error(describeFailure(error));
  process.exit(1);
}
buildBundlesUnless(process.argv.slice(2));

const work = mkdtempSync(path.join(tmpdir(), 'share-size-'));
const children = createChildren();
const removeWork = () => rmSync(work, { recursive: true, force: true });
stopOnSignals(children, removeWork);

function start(name, command, args, childEnv, options = {}) {
  const log = openSync(path.join(work, `${name}.log`), 'a');
  return children.start(command, args, {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', log, log],
    ...options,
  });
}

/** CPU seconds (user + system) and RSS (MB) of `pid` and its descendants' group, from /proc. */
function usage(pids) {
  let cpu = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu += (Number(fields[11]) + Number(fields[12])) / 100;
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // gone
    }
  }
  return { cpu, rss };
}

/** The pids of a process group (nginx's master and its worker). */
function groupPids(pgid) {
  const ps = spawnSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
}

/** One step: `connections` for `seconds` against `url`; the server's CPU (cores busy) and peak RSS meanwhile. */
async function step(url, headers, connections, pids) {
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, usage(pids()).rss)), 250);
  const before = usage(pids());
  const started = Date.now();
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const after = usage(pids());
  return {
    connections,
    rps: result['2xx'] / result.duration,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cores: (after.cpu - before.cpu) / elapsed,
    rss: Math.max(peakRss, after.rss),
  };
}

/** The ladder of steps on one path; the best rate with p99 under the limit and no failure. */
async function ladder(label, url, headers, pids) {
  await autocannon({ url, connections: 4, duration: 2, headers });
  let best;
  const cpuMs = [];
  for (const connections of steps) {
    const run = await step(url, headers, connections, pids);
    if (run.rps > 0) cpuMs.push((run.cores * 1000) / run.rps);
    const fits = run.p99 < p99Limit && run.failed === 0;
    console.log(
      `${label.padEnd(17)} ${String(connections).padStart(3)} conn: ${run.rps.toFixed(0).padStart(6)} req/s, p99 ${String(run.p99).padStart(5)} ms, ` +
        `${run.failed} failed, ${run.cores.toFixed(2)} cores, RSS ${run.rss.toFixed(0)} MB${fits ? '' : ' (over the limit)'}`,
    );
    if (fits && (!best || run.rps > best.rps)) best = run;
    if (!fits) break;
    await sleep(1000);
  }
  return { label, best, cpuMs: median(cpuMs) };
}

let exitCode = 1;
try {
  await assertFree([apiPort, sitePort, sitePort + 1, sitePort + 2, nginxPort]);
  const api = start('api', process.execPath, ['dist/apps/platform-api/server/main.js'], {
    NODE_ENV: 'production',
    // A production API refuses to start without the key that signs preview links: one per run.
    PREVIEW_LINK_SECRET: randomBytes(32).toString('base64url'),
    PLATFORM_API_PORT: String(apiPort),
    PLATFORM_API_METRICS_PORT: '0',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
  });
  await waitForAnswer(`http://127.0.0.1:${apiPort}/health`, api);
  // As deployed (deploy/k8s): production, the proxy trusted, metrics on (their own port).
  const startSite = async (name, port, siteEnv) => {
    const child = start(name, process.execPath, ['dist/apps/share-web/build/server.mjs'], {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...siteEnv,
    });
    await waitForAnswer(`http://127.0.0.1:${port}/readyz`, child);
    return child;
  };
  const site = await startSite('site', sitePort, { METRICS_PORT: String(sitePort + 1) });
  await sleep(2000);
  const atRest = usage([site.pid]).rss;
  const nginxDir = path.join(work, 'nginx');
  const conf = writeNginxConf(nginxDir, [
    { listen: nginxPort, upstream: 'share_site', servers: [`127.0.0.1:${sitePort}`] },
  ]);
  const nginx = start('nginx', nginxBin, ['-p', nginxDir, '-c', conf, '-e', 'stderr'], {}, { gentle: true });
  await waitForAnswer(`http://127.0.0.1:${nginxPort}/nginx-health`, nginx);

  const origin = `http://127.0.0.1:${sitePort}`;
  const { article: pagePath } = await seededPaths(origin);
  const anonymous = { 'user-agent': MOBILE_UA };
  console.log(
    `one replica :${sitePort}, nginx :${nginxPort} in front, API :${apiPort}; ${pagePath}; ${seconds} s per step, p99 < ${p99Limit} ms`,
  );
  const results = [
    await ladder('nginx cache hit', `http://127.0.0.1:${nginxPort}${pagePath}`, anonymous, () => groupPids(nginx.pid)),
    await ladder('site micro-cache', `${origin}${pagePath}`, anonymous, () => [site.pid]),
  ];
  // A session no longer bypasses the micro-cache (issue 62): a replica without it renders every request.
  const renderer = await startSite('site-uncached', sitePort + 2, { METRICS_PORT: '0', HTML_CACHE_SECONDS: '0' });
  const rendered = `http://127.0.0.1:${sitePort + 2}${pagePath}`;
  for (let i = 0; i < 2; i += 1) {
    const answer = await fetch(rendered, { headers: anonymous });
    await answer.arrayBuffer();
    if (!answer.ok || answer.headers.has('x-cache'))
      throw new OneLineError(`${rendered}: ${answer.status}, X-Cache ${answer.headers.get('x-cache')}: not a render`);
  }
  results.push(await ladder('uncached render', rendered, anonymous, () => [renderer.pid]));
  console.log(
    `\n${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min) at the end; replica RSS at rest ${atRest.toFixed(0)} MB`,
  );
  console.log(
    `\n| path | connections | req/s (p99 < ${p99Limit} ms) | p99 ms | CPU (cores) | RSS MB | CPU ms per request | req/s per core |\n|---|---|---|---|---|---|---|---|`,
  );
  for (const { label, best, cpuMs } of results) {
    const perRequest = cpuMs === undefined ? '- | -' : `${cpuMs.toFixed(2)} | ${(1000 / cpuMs).toFixed(0)}`;
    console.log(
      best
        ? `| ${label} | ${best.connections} | ${best.rps.toFixed(0)} | ${best.p99} | ${best.cores.toFixed(2)} | ${best.rss.toFixed(0)} | ${perRequest} |`
        : `| ${label} | - | none under the limit | - | - | - | ${perRequest} |`,
    );
  }
  exitCode = results.every((r) => r.best) ? 0 : 1;
} catch (error) {
  console.error(describeFailure(error));
} finally {
  await children.stopAll();
  removeWork();
}
process.exit(exitCode);
