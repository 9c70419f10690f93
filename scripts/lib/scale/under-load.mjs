// `npm run scale`'s checks under load (scripts/scale.mjs's header, checks 3 to 5): autocannon
// through nginx's uncached server blocks, with nginx's access log and the replicas' logs read for
// where each answer came from.
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { OneLineError } from '../children.mjs';
import { median, WECHAT_UA as MOBILE_UA } from '../main-thread.mjs';

/** The loads' requests: a phone's, as a shared link is opened. */
const PHONE = { 'user-agent': MOBILE_UA };
const FROM_NGINX_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/**
 * The checks under load of one deployment: `replicas` (each { name, port, child }, `startReplica`
 * starts one again), `logOf(name)` a process's log so far, `frontOne` and `frontLoad` nginx's
 * uncached blocks (replica 1 alone, every replica), `record` the run's table; `settings` the
 * loads' connections, rounds, round and kill seconds, the least speed-up and the settle time.
 * Returns the checks and `loaded`, what every load's answers were, from where.
 */
export function createLoadChecks({ replicas, startReplica, logOf, frontOne, frontLoad, record, settings }) {
  const { connections, rounds, roundSeconds, minSpeedup, killSeconds, settleMs } = settings;
  const replicaCount = replicas.length;
  // ---- load --------------------------------------------------------------------------------------

  const logLines = (name) => logOf(name).split('\n');
  /** Where the next line a log gets will be in logLines (after the last newline; a line being written included). */
  const nextLine = (name) => logLines(name).length - 1;
  /** nginx's answers (its JSON access log lines) to `pathname` from line `from` on whose status `keep` takes (200 by default). */
  function nginxAnswers(pathname, from, keep = (status) => status === 200) {
    const answers = [];
    for (const line of logLines('nginx').slice(from)) {
      try {
        const entry = JSON.parse(line);
        if (entry.path === pathname && keep(entry.status)) answers.push(entry);
      } catch {
        // nginx's own messages
      }
    }
    return answers;
  }
  /**
   * Over every load: the answers autocannon counted; nginx's answers meanwhile that a replica gave
   * (its upstream status 200, not from nginx's cache) and that came from nginx's cache; the replicas'
   * answers with an X-Cache header (from their micro-cache, which the loads' replicas run without).
   */
  const loaded = { answered: 0, fromReplica: 0, fromNginxCache: 0, fromMicroCache: 0 };

  /** autocannon against `url`; `until` (a promise) ends it early. Errors counted by code. */
  async function load(url, { seconds, until, headers = PHONE }) {
    const { pathname } = new URL(url);
    const nginxFrom = nextLine('nginx');
    const replicasFrom = replicas.map((r) => nextLine(r.name));
    const codes = {};
    const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
    instance.on(
      'reqError',
      (error) => (codes[error.code ?? error.message] = (codes[error.code ?? error.message] ?? 0) + 1),
    );
    if (until) until.then(() => instance.stop());
    const result = await instance;
    const failed = result.errors + result.timeouts + result.non2xx;
    const resets = (codes.ECONNRESET ?? 0) + (codes.EPIPE ?? 0);
    await sleep(300);
    const answers = nginxAnswers(pathname, nginxFrom);
    loaded.answered += result['2xx'];
    loaded.fromNginxCache += answers.filter((a) => FROM_NGINX_CACHE.has(a.cache)).length;
    loaded.fromReplica += answers.filter(
      (a) => !FROM_NGINX_CACHE.has(a.cache) && /200$/.test(a.upstream_status),
    ).length;
    loaded.fromMicroCache += replicas.reduce(
      (sum, r, i) =>
        sum +
        logLines(r.name)
          .slice(replicasFrom[i])
          .filter((line) => line.includes(`"url":"${pathname}"`) && /"x-cache"|"cache":"HIT"/.test(line)).length,
      0,
    );
    // Answers per second over the run (autocannon's per-second average reads 0 when answers take longer than a second).
    return {
      rps: result['2xx'] / result.duration,
      answered: result['2xx'],
      total: result.requests.total,
      failed,
      resets,
      codes,
      non2xx: result.non2xx,
      p99: result.latency.p99,
    };
  }
  const describeFailures = (run) =>
    `${run.failed} failed (${run.non2xx} non-2xx${Object.keys(run.codes).length ? `, ${JSON.stringify(run.codes)}` : ''})`;

  // ---- 3. one replica against two -------------------------------------------------------------------

  async function throughput(article) {
    const runs = { one: [], two: [] };
    // Warm both paths (JIT, the site's shared-data cache, nginx's upstream connections).
    await load(`${frontOne}${article}`, { seconds: 2 });
    await load(`${frontLoad}${article}`, { seconds: 2 });
    // A pause after each round: renders of requests the round left unanswered end (the site stops a
    // render whose visitor left) before the next round starts, so no round pays for the one before.
    for (let round = 0; round < rounds; round += 1) {
      runs.one.push((await load(`${frontOne}${article}`, { seconds: roundSeconds })).rps);
      await sleep(1000);
      runs.two.push((await load(`${frontLoad}${article}`, { seconds: roundSeconds })).rps);
      await sleep(1000);
    }
    const one = median(runs.one);
    const two = median(runs.two);
    record(
      `article renders, ${replicaCount} replicas vs 1`,
      `>= ${minSpeedup}x`,
      `${two.toFixed(1)} vs ${one.toFixed(1)} req/s = ${(two / one).toFixed(2)}x (rounds: 1 replica ${runs.one.map((v) => v.toFixed(1)).join('/')}, ${replicaCount} replicas ${runs.two.map((v) => v.toFixed(1)).join('/')})`,
      one > 0 && two / one >= minSpeedup,
      { speed: true },
    );
  }

  // ---- 4. SIGKILL under load -----------------------------------------------------------------------

  async function killUnderLoad(article) {
    const victim = replicas[replicas.length - 1];
    const running = load(`${frontLoad}${article}`, { seconds: killSeconds });
    await sleep((killSeconds * 1000) / 3);
    victim.child.kill('SIGKILL');
    const run = await running;
    record(
      `SIGKILL of a replica during ${killSeconds} s at ${connections} connections`,
      `0 failed (of at least ${connections} answered)`,
      `${run.answered} answered, ${describeFailures(run)}`,
      run.failed === 0 && run.answered >= connections,
    );
    await startReplica(victim);
  }

  // ---- 5. rolling restart under load ---------------------------------------------------------------

  /**
   * nginx's account, from line `from` of its log on, of the requests it moved off `replica`: the
   * attempts that failed there (its error lines naming the replica: refused, reset) and the answers
   * that came from another replica after one (access lines whose upstream list has it before another).
   */
  function movedOff(replica, from) {
    const address = `127.0.0.1:${replica.port}`;
    let failed = 0;
    let answered = 0;
    for (const line of logLines('nginx').slice(from)) {
      if (!line.startsWith('{')) {
        if (line.includes(`upstream: "http://${address}/`)) failed += 1;
        continue;
      }
      try {
        const upstreams = JSON.parse(line).upstream.split(', ');
        if (upstreams.slice(0, -1).includes(address)) answered += 1;
      } catch {
        // a line being written
      }
    }
    return { failed, answered };
  }

  async function rollingRestart(article) {
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    const nginxFrom = nextLine('nginx');
    const running = load(`${frontLoad}${article}`, { seconds: 120, until: finished });
    await sleep(2000);
    const started = Date.now();
    /** What happened when, for a failure's account. */
    const events = [];
    const happened = (what) => events.push({ at: Date.now(), what });
    /** How many requests nginx moved off each stopped replica. */
    const moves = [];
    for (const replica of replicas) {
      const exited = new Promise((resolve) => replica.child.once('exit', (code) => resolve(code)));
      const from = nextLine('nginx');
      happened(`${replica.name} SIGTERM`);
      replica.child.kill('SIGTERM');
      const code = await exited;
      happened(`${replica.name} exited ${code}`);
      if (code !== 0) console.log(`${replica.name} exited ${code} after SIGTERM`);
      await startReplica(replica);
      happened(`${replica.name} ready`);
      // As an orchestrator's minimum ready time, and until every request nginx moved off the stopped
      // replica has its answer. Such a request has tried this replica: if the next replica to stop
      // still holds it, nginx has no replica left to try. And the next may hold it for seconds: Node
      // accepts one connection per event-loop turn, so on a saturated replica the connections nginx
      // opened when this one refused wait in its accept queue, and the kernel resets what is still
      // there when the server closes its listener. (A Deployment's pod leaves the Service and gets
      // the preStop pause before SIGTERM, so its queue is empty by then: deploy/k8s.)
      await sleep(settleMs);
      const deadline = Date.now() + 30_000;
      let moved = movedOff(replica, from);
      while (moved.answered < moved.failed) {
        if (Date.now() > deadline)
          throw new OneLineError(
            `rolling restart: ${moved.failed - moved.answered} of ${moved.failed} requests nginx moved off ${replica.name} unanswered after 30 s`,
          );
        await sleep(200);
        moved = movedOff(replica, from);
      }
      moves.push(moved.failed);
      happened(`${replica.name}: the ${moves.at(-1)} requests moved off it answered`);
    }
    const restartSeconds = (Date.now() - started) / 1000;
    await sleep(2000);
    done();
    const run = await running;
    record(
      `rolling restart of ${replicaCount} replicas under load`,
      `0 failed, 0 resets (of at least ${connections} answered)`,
      `${restartSeconds.toFixed(1)} s, ${run.answered} answered, ${describeFailures(run)}, ${run.resets} resets; moved off each stopped replica: ${moves.join(', ')}`,
      run.failed === 0 && run.resets === 0 && run.answered >= connections,
    );
    if (run.failed > 0) console.log(failureTimeline(new URL(article, frontLoad).pathname, nginxFrom, events));
  }

  /**
   * A failed restart's account: nginx's answers to `pathname` other than 200 and 499 (the load's own
   * connections, closed as it stops), with the replicas' statuses and times in order, each placed
   * among the restart's events by the second nginx wrote it.
   */
  function failureTimeline(pathname, from, events) {
    const lines = nginxAnswers(pathname, from, (status) => status !== 200 && status !== 499);
    const rows = [
      ...events.map((e) => ({ at: e.at, text: e.what })),
      ...lines.map((e) => ({
        // The log's time is the answer's end, to the second; request_time places its start.
        at: Date.parse(e.time) - e.request_time * 1000,
        text: `${e.status} after ${e.request_time} s, upstream ${e.upstream} status ${e.upstream_status} connect ${e.upstream_connect_time} time ${e.upstream_time}`,
      })),
    ].sort((a, b) => a.at - b.at);
    const t0 = events[0]?.at ?? 0;
    return [
      'rolling restart: what failed and when (seconds from the first event; nginx times to the second):',
      ...rows.map((r) => `  ${((r.at - t0) / 1000).toFixed(1).padStart(6)}  ${r.text}`),
    ].join('\n');
  }

  return { throughput, killUnderLoad, rollingRestart, loaded };
}
