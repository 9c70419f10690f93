// The two things a cluster does around the pods that this machine has to do itself: kube-proxy (a
// Service's port spreads connections over its ready pods) and the kubelet's probes (httpGet at the
// declared path and port, on the declared schedule).
import { createServer, connect } from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port of this machine free now: the kernel's pick for a listener on port 0, closed again. */
async function kernelPick() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A free port of this machine for each call (`pick`, the kernel's by default), or the next of `base`
 * when K8S_LOCAL_PORT is set. Never one it gave before: the ports are bound later (when the pods and
 * the platform start), so until then the kernel may pick a given one again (a run once gave the
 * stand-in platform a pod's metrics port: EADDRINUSE).
 */
export function portAllocator(base, pick = kernelPick) {
  let next = base;
  const given = new Set();
  return async () => {
    if (base) return next++;
    let port = await pick();
    while (given.has(port)) port = await pick();
    given.add(port);
    return port;
  };
}

/** kube-proxy for one Service port: each connection goes to the next of `endpoints()` (the ready pods' ports). */
export async function startServiceProxy(port, endpoints) {
  let turn = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const ready = endpoints();
    // No ready pod: refused, as kube-proxy rejects a Service without endpoints.
    if (ready.length === 0) return client.destroy();
    const upstream = connect(ready[turn++ % ready.length], '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.once('error', () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve, reject) => (server.once('listening', resolve), server.once('error', reject)));
  return {
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One httpGet probe: 2xx or 3xx within timeoutSeconds is a success. */
async function probeOnce(probe, port) {
  const { path = '/', scheme = 'HTTP' } = probe.httpGet;
  try {
    const answer = await fetch(`${scheme.toLowerCase()}://127.0.0.1:${port}${path}`, {
      signal: AbortSignal.timeout((probe.timeoutSeconds ?? 1) * 1000),
      redirect: 'manual',
    });
    await answer.arrayBuffer();
    return answer.status >= 200 && answer.status < 400 ? { ok: true } : { ok: false, why: `HTTP ${answer.status}` };
  } catch (error) {
    return { ok: false, why: error.cause?.code ?? error.name ?? String(error) };
  }
}

/**
 * Runs `probe` as the kubelet does: first after initialDelaySeconds, then every periodSeconds;
 * `onResult(ok, consecutive, why)` after each. Stops when `stopped()` says so.
 */
export async function runProbe(probe, port, onResult, stopped) {
  await sleep((probe.initialDelaySeconds ?? 0) * 1000);
  let last;
  let consecutive = 0;
  while (!stopped()) {
    const { ok, why } = await probeOnce(probe, port);
    consecutive = ok === last ? consecutive + 1 : 1;
    last = ok;
    if (onResult(ok, consecutive, why) === 'done') return;
    await sleep((probe.periodSeconds ?? 10) * 1000);
  }
}
