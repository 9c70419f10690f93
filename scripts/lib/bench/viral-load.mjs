// The bench's viral load (scripts/bench.mjs's header): autocannon against a page of the site, in
// rounds interleaved with a bare Node server sending the same bytes, with the CPU time per request
// of the serving process.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForAnswer } from '../children.mjs';
import { median, WECHAT_UA as MOBILE_UA } from '../main-thread.mjs';
import { kb } from './report.mjs';

/** A process's resident memory, MB. */
export function rssMb(pid) {
  const rss = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return rss ? Number(rss[1]) / 1024 : NaN;
}

/** CPU time (user + system, ms) a process has used: what a request costs whatever else the machine does. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * `viralLoad(name, pagePath, { full })` against `site` (the process `server`), `children` starting its
 * bare server on `barePort` with the Node binary `node` (its body written in `dataDir`); with `full`
 * also logged-in visitors and the uncached site (`uncachedServer` on `uncachedPort`). `load`: each
 * run's `connections` for `seconds`, and how many `rounds`.
 */
export function createViralLoad({
  children,
  node,
  dataDir,
  site,
  server,
  barePort,
  uncachedServer,
  uncachedPort,
  load,
}) {
  /**
   * A bare Node server that answers every request with the given bytes: the ceiling for this machine.
   * It runs in a process of its own, as the site does (in this process it would share one thread with
   * the load generator).
   */
  async function bareServer(body, contentType) {
    const bodyFile = path.join(dataDir, 'bare-body');
    writeFileSync(bodyFile, body);
    const source = `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':b.length});r.end(b)}).listen(${barePort},'127.0.0.1')`;
    const bare = children.start(node, ['-e', source], {
      stdio: ['ignore', 'inherit', 'inherit'],
      gentle: true,
    });
    await waitForAnswer(`http://127.0.0.1:${barePort}/`, bare);
    return {
      pid: bare.pid,
      close: () =>
        new Promise((resolve) =>
          bare.exitCode === null ? (bare.once('exit', resolve), bare.kill('SIGTERM')) : resolve(),
        ),
    };
  }

  async function cannon(url, pid, { loggedIn = false } = {}) {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({
      url,
      connections: load.connections,
      duration: load.seconds,
      headers: loggedIn ? { 'user-agent': MOBILE_UA, cookie: 'share_session=1' } : { 'user-agent': MOBILE_UA },
    });
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu: cpuPerRequest,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }

  /**
   * Interleaved rounds of bare and micro-cached load, with `full` (the article) also logged-in
   * micro-cached and uncached load; the medians of the rounds.
   */
  return async function viralLoad(name, pagePath, { full = false } = {}) {
    const answer = await fetch(`${site}${pagePath}`, { headers: { 'user-agent': MOBILE_UA } });
    const body = Buffer.from(await answer.arrayBuffer());
    const bare = await bareServer(body, answer.headers.get('content-type') ?? 'text/html');
    const runs = { bare: [], cached: [], loggedIn: [], uncached: [] };
    try {
      for (let round = 0; round < load.rounds; round += 1) {
        runs.bare.push(await cannon(`http://127.0.0.1:${barePort}${pagePath}`, bare.pid));
        runs.cached.push(await cannon(`${site}${pagePath}`, server.pid));
        if (!full) continue;
        runs.loggedIn.push(await cannon(`${site}${pagePath}`, server.pid, { loggedIn: true }));
        runs.uncached.push(await cannon(`http://127.0.0.1:${uncachedPort}${pagePath}`, uncachedServer.pid));
      }
    } finally {
      await bare.close();
    }
    const summary = (list) => ({
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      cpu: median(list.map((r) => r.cpu)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
    });
    const bareSummary = summary(runs.bare);
    console.log(`  ${name} (${kb(body.length)} HTML):`);
    const rows = [
      ['bare', bareSummary, runs.bare],
      ['micro-cached', summary(runs.cached), runs.cached],
      ...(full
        ? [
            ['logged-in', summary(runs.loggedIn), runs.loggedIn],
            ['uncached', summary(runs.uncached), runs.uncached],
          ]
        : []),
    ];
    for (const [label, r] of rows) {
      console.log(
        `    ${label.padEnd(13)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  CPU ${r.cpu.toFixed(2).padStart(6)} ms/req  errors ${r.errors}  ratio ${(r.rps / bareSummary.rps).toFixed(3)}`,
      );
    }
    // Beside the ratio of the medians, each round's ratio to the bare server of the same round: the
    // spread on a shared machine.
    return Object.fromEntries(
      rows.map(([label, r, list]) => [
        label,
        { ...r, ratio: r.rps / bareSummary.rps, ratios: list.map((run, round) => run.rps / runs.bare[round].rps) },
      ]),
    );
  };
}
