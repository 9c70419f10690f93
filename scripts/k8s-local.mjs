#!/usr/bin/env node
// `npm run k8s:local [-- --dir deploy/k8s/overlays/production]`: the pods of what `kubectl kustomize`
// renders, started on this machine as the kubelet would start them, then checked (checks.mjs).
// Each replica of each Deployment and StatefulSet is a bubblewrap sandbox (sandbox.mjs) running its
// container's command and args as its image would (images.mjs), with its environment (ConfigMap,
// Secret and field references resolved), ConfigMap files (their defaultMode; one file for a subPath)
// and emptyDirs at their mount paths, as its user, on a read-only root where its securityContext
// says so. Every pod shares this machine's loopback, so what differs from a cluster is said here, once:
//   - ports: each declared container port of each pod is a local port (a free one the kernel picks,
//     or consecutive from K8S_LOCAL_PORT); an env value that is exactly a declared port of its
//     container becomes that local port;
//   - Services: each Service name (and name.namespace[.svc.cluster.local]) resolves to 127.0.0.1 in
//     the pod's /etc/hosts, and `name:port` in an env value becomes `name:localPort`, where a small
//     kube-proxy (cluster.mjs) spreads connections over the Service's ready pods;
//   - the platform: a PLATFORM_API_URL naming no Service is outside the cluster; the reference API's
//     bundle stands in for it (development mode: its SMS outbox logs the chat check's user in).
// Probes run as declared (httpGet, initialDelaySeconds, periodSeconds, failureThreshold). A pod that
// exits, or fails its startup or first readiness probes failureThreshold times, fails the run with
// one line naming it and its last log lines. Exits 0 when every pod is ready and every check passes.
// Settings: K8S_LOCAL_PORT (unset: free ports), NGINX, KUBECTL. --no-build reuses dist/apps; --keep
// keeps the pods' logs and volumes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBundlesUnless } from './lib/bundles.mjs';
import { createChildren, describeFailure, OneLineError, stopOnSignals } from './lib/children.mjs';
import { runChecks } from './lib/k8s-local/checks.mjs';
import { portAllocator, runProbe, startServiceProxy } from './lib/k8s-local/cluster.mjs';
import { localImage, processOf } from './lib/k8s-local/images.mjs';
import { podsOf, render, repositoryOf, servicesOf, STARTED_KINDS } from './lib/k8s-local/pods.mjs';
import { bwrapArgs, sandboxFacts } from './lib/k8s-local/sandbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dir = path.resolve(
  root,
  args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'deploy/k8s/overlays/production',
);
const work = mkdtempSync(path.join(tmpdir(), 'share-k8s-local-'));
const children = createChildren();
const proxies = [];
let stopping = false;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function removeWork() {
  if (args.includes('--keep')) console.log(`logs and volumes kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
async function stopAll() {
  stopping = true;
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await children.stopAll();
  removeWork();
}
stopOnSignals(children, removeWork);

/** The tools, each one line when missing. */
function requireTools() {
  for (const [tool, command, flag] of [
    ['bubblewrap', 'bwrap', '--version'],
    ['nginx', process.env.NGINX ?? '/usr/sbin/nginx', '-v'],
  ])
    if (spawnSync(command, [flag], { stdio: 'ignore' }).error)
      throw new OneLineError(`${command} not found: bash scripts/ensure-prerequisites.sh ${tool} installs it`);
}

const tail = (file) => readFileSync(file, 'utf8').trimEnd().split('\n').slice(-8).join('\n  ');

/**
 * The reference API's bundle as the platform outside the cluster: { url, up }, `up` resolving once it
 * answers (its first start seeds its database; the pods start meanwhile, as they would against a
 * platform that is already there).
 */
function startPlatform(port) {
  const log = path.join(work, 'platform.log');
  const child = children.start(process.execPath, ['dist/apps/platform-api/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PLATFORM_API_PORT: String(port),
      DATA_DIR: path.join(work, 'platform-data'),
      NODE_ENV: 'development',
      TRUST_PROXY: '2',
      SMS_IP_HOURLY_CAP: '1000',
      PLATFORM_API_METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  const url = `http://127.0.0.1:${port}`;
  return { url, up: waitForPlatform(child, url, log) };
}

async function waitForPlatform(child, url, log) {
  await child.started;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new OneLineError(`the stand-in platform exited:\n  ${tail(log)}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new OneLineError('the stand-in platform did not answer /health within 120 s');
}

async function main() {
  requireTools();
  buildBundlesUnless(args);
  const objects = render(dir);
  const skipped = objects.filter((o) => !STARTED_KINDS.includes(o.kind)).map((o) => `${o.kind}/${o.metadata.name}`);
  console.log(
    `${path.relative(root, dir)}: starting ${STARTED_KINDS.join(', ')}; no process for ${skipped.join(', ')}`,
  );
  const pods = podsOf(objects);
  const services = servicesOf(objects, pods);
  const allocate = portAllocator(Number(process.env.K8S_LOCAL_PORT) || 0);

  // Local ports: each container port of each pod, each Service port.
  for (const pod of pods)
    for (const container of pod.containers) for (const port of container.ports) port.local = await allocate();
  const portOf = (container, name) => container.ports.find((p) => p.name === name || p.containerPort === Number(name));
  for (const service of services) {
    for (const servicePort of service.ports) {
      servicePort.local = await allocate();
      const endpoints = () =>
        service.pods
          .filter((pod) => pod.ready)
          .map((pod) => portOf(pod.containers[0], servicePort.targetPort ?? servicePort.port)?.local)
          .filter(Boolean);
      proxies.push(await startServiceProxy(servicePort.local, endpoints));
    }
  }
  const serviceNamed = (host) =>
    services.find((s) => [s.name, `${s.name}.${s.namespace}`].includes(host.replace(/\.svc(\.cluster\.local)?$/, '')));

  // The platform, when a pod names one outside the cluster.
  const platformUrls = new Set(
    pods
      .flatMap((pod) => pod.containers.map((c) => c.env.PLATFORM_API_URL))
      .filter((url) => url && !serviceNamed(new URL(url).hostname)),
  );
  const standIn = platformUrls.size ? startPlatform(await allocate()) : undefined;
  const platform = standIn?.url;
  // Observed by the wait below; a failure after a pod's has stopped the run is not a second error.
  standIn?.up.catch(() => undefined);
  if (platform) console.log(`${[...platformUrls].join(', ')}: stood in by the reference API at ${platform}`);

  const hosts = [
    '127.0.0.1 localhost',
    ...services.map(
      (s) =>
        `127.0.0.1 ${s.name} ${s.name}.${s.namespace} ${s.name}.${s.namespace}.svc ${s.name}.${s.namespace}.svc.cluster.local`,
    ),
  ];
  const localValue = (name, value, container) => {
    if (name === 'PLATFORM_API_URL' && platformUrls.has(value)) return platform;
    const own = container.ports.find((p) => String(p.containerPort) === value);
    if (own) return String(own.local);
    return value.replace(/([a-z0-9][a-z0-9.-]*):(\d+)/g, (whole, host, port) => {
      const servicePort = serviceNamed(host)?.ports.find((p) => p.port === Number(port));
      return servicePort ? `${host}:${servicePort.local}` : whole;
    });
  };

  const watches = [];
  for (const pod of pods) {
    const container = pod.containers[0];
    if (pod.containers.length > 1) throw new OneLineError(`pod ${pod.name}: one container per pod runs here`);
    const image = localImage(container.image, pod.name);
    const podDir = path.join(work, pod.name);
    mkdirSync(podDir, { recursive: true });
    writeFileSync(path.join(podDir, 'hosts'), `${[...hosts, `127.0.0.1 ${pod.name}`].join('\n')}\n`);
    const binds = [...image.binds, { source: path.join(podDir, 'hosts'), target: '/etc/hosts', readOnly: true }];
    for (const mount of container.mounts) {
      const volume = path.join(podDir, 'volumes', mount.name);
      mkdirSync(volume, { recursive: true });
      for (const [file, text] of Object.entries(mount.files ?? {}))
        writeFileSync(path.join(volume, file), text, { mode: mount.mode });
      // subPath: one file (or folder) of the volume at the mount path, as the kubelet binds it.
      const source = mount.subPath ? path.join(volume, mount.subPath) : volume;
      if (mount.subPath && mount.files && !(mount.subPath in mount.files))
        throw new OneLineError(`pod ${pod.name}: volumeMount ${mount.name}: no file ${mount.subPath} in its volume`);
      if (mount.subPath && !mount.files) mkdirSync(source, { recursive: true });
      binds.push({ source, target: mount.mountPath, readOnly: Boolean(mount.files) || mount.readOnly === true });
    }
    const uid = container.user ?? image.user;
    if (container.runAsNonRoot && uid === 0)
      throw new OneLineError(`pod ${pod.name}: runAsNonRoot, but it would run as root`);
    const env = { ...image.env, HOSTNAME: pod.name };
    for (const [name, value] of Object.entries(container.env)) env[name] = localValue(name, value, container);
    const log = path.join(work, `${pod.name}.log`);
    const child = children.start(
      'bwrap',
      // --info-fd: bwrap writes the sandbox's pid there, for the kernel's view of it (sandboxFacts).
      [
        '--info-fd',
        '3',
        ...bwrapArgs({
          hostname: pod.name,
          uid,
          gid: container.group ?? image.group,
          readOnlyRoot: container.readOnlyRoot,
          binds,
          workingDir: container.workingDir ?? image.workingDir,
          env,
          command: processOf(container, image),
        }),
      ],
      { stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a'), 'pipe'], gentle: true },
    );
    let info = '';
    child.stdio[3].on('data', (chunk) => (info += chunk));
    pod.expected = { uid, readOnlyRoot: container.readOnlyRoot, sandboxPid: () => JSON.parse(info)['child-pid'] };
    console.log(
      `${pod.name}: ${repositoryOf(container.image)} as uid ${uid}, ports ${container.ports.map((p) => `${p.name ?? p.containerPort}=${p.local}`).join(' ')}`,
    );
    watches.push(watchPod(pod, container, child, log));
  }
  await Promise.all([...watches, standIn?.up]);
  console.log(`every pod is ready (${pods.length})`);
  let sandboxesOk = true;
  for (const pod of pods) {
    const { uid, readOnlyRoot, sandboxPid } = pod.expected;
    const facts = sandboxFacts(sandboxPid());
    const ok = facts.uid === uid && (!readOnlyRoot || facts.readOnlyRoot);
    sandboxesOk &&= ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${pod.name} runs as uid ${uid}${readOnlyRoot ? ' on a read-only root' : ''}: uid ${facts.uid}, / ${facts.readOnlyRoot ? 'ro' : 'rw'}`,
    );
  }

  // The image's entrypoint ran the pod's /docker-entrypoint.d scripts before nginx: the real-IP
  // script's file in conf.d (an emptyDir here) names SHARE_REAL_IP_FROM's ranges.
  for (const pod of pods.filter((p) => repositoryOf(p.containers[0].image) === 'nginxinc/nginx-unprivileged')) {
    const container = pod.containers[0];
    const confD = container.mounts.find((m) => m.mountPath === '/etc/nginx/conf.d' && m.folder);
    const file = confD && path.join(work, pod.name, 'volumes', confD.name, '03-share-web-real-ip.conf');
    const written = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
    const ranges = [...written.matchAll(/^set_real_ip_from (\S+);$/gm)].map((m) => m[1]).join(' ');
    const wanted = (container.env.SHARE_REAL_IP_FROM ?? '127.0.0.1 ::1')
      .split(/[\s,]+/)
      .filter(Boolean)
      .join(' ');
    const ok = ranges === wanted;
    sandboxesOk &&= ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${pod.name}: real IP from ${ranges || 'nowhere'} (03-share-web-real-ip.conf)${ok ? '' : `, SHARE_REAL_IP_FROM is ${wanted}`}`,
    );
  }

  const nginxPod = pods.find((pod) => repositoryOf(pod.containers[0].image) === 'nginxinc/nginx-unprivileged');
  const sitePods = pods.filter((pod) => repositoryOf(pod.containers[0].image) === 'share-web/site');
  if (!nginxPod || sitePods.length < 2)
    throw new OneLineError('the manifests need an nginx pod and two site pods at least');
  const results = await runChecks({
    front: `http://127.0.0.1:${portOf(nginxPod.containers[0], 'http').local}`,
    frontPod: nginxPod.name,
    loginCode: async (phone) => {
      // The stand-in's development outbox; a platform pod's development SMS provider logs the code.
      if (platform) return (await (await fetch(`${platform}/dev/sms-outbox?tel=${phone}`)).json()).data.code;
      const apiPod = pods.find((pod) => repositoryOf(pod.containers[0].image) === 'share-web/platform-api');
      const lines = apiPod ? readFileSync(path.join(work, `${apiPod.name}.log`), 'utf8').split('\n') : [];
      const sent = lines.map((line) => /"tel":"(\d+)","code":"(\d+)"/.exec(line)).filter((m) => m?.[1] === phone);
      if (!sent.length) throw new Error(`no SMS code for ${phone} in a platform pod's log`);
      return sent.at(-1)[2];
    },
    sites: sitePods.map((pod) => {
      const container = pod.containers[0];
      const metrics = portOf(container, pod.annotations?.['prometheus.io/port'] ?? 'metrics');
      return {
        name: pod.name,
        url: `http://127.0.0.1:${portOf(container, 'http').local}`,
        metricsPort: metrics.containerPort,
        metricsUrl: `http://127.0.0.1:${metrics.local}${pod.annotations?.['prometheus.io/path'] ?? '/metrics'}`,
      };
    }),
  });
  return sandboxesOk && results.every((r) => r.ok);
}

/** Resolves when the pod is ready (its probes as declared); rejects naming it when it exits or fails them. */
function watchPod(pod, container, child, log) {
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      if (!pod.ready) reject(new OneLineError(`pod ${pod.name}: ${why}\n  ${tail(log)}`));
      pod.ready = false;
    };
    child.started.catch((error) => fail(error.message));
    child.once('exit', (code, signal) => {
      pod.exited = true;
      if (!stopping) fail(`exited (${signal ?? `code ${code}`}) before it was ready`);
    });
    const stopped = () => stopping || pod.exited;
    const portFor = (probe, kind) => {
      const port = container.ports.find((p) => p.name === probe.httpGet.port || p.containerPort === probe.httpGet.port);
      if (!port) fail(`${kind} probe port ${probe.httpGet.port} is not a port of container ${container.name}`);
      return port?.local;
    };
    const describe = (probe, kind, n, why) =>
      `${kind} probe GET ${probe.httpGet.path} on port ${probe.httpGet.port} failed ${n} times (${why})`;
    const readiness = () => {
      const probe = container.readinessProbe;
      if (!probe) {
        pod.ready = true;
        return resolve();
      }
      const port = portFor(probe, 'readiness');
      if (port)
        runProbe(
          probe,
          port,
          (ok, n, why) => {
            if (ok && !pod.ready) {
              pod.ready = true;
              resolve();
            } else if (!ok && n >= (probe.failureThreshold ?? 3)) fail(describe(probe, 'readiness', n, why));
          },
          stopped,
        );
    };
    const startup = container.startupProbe;
    if (!startup) return readiness();
    const port = portFor(startup, 'startup');
    if (port)
      runProbe(
        startup,
        port,
        (ok, n, why) => {
          if (ok) readiness();
          else if (n >= (startup.failureThreshold ?? 3)) fail(describe(startup, 'startup', n, why));
          else return 'again';
          return 'done';
        },
        stopped,
      );
  });
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(describeFailure(error));
}
await stopAll();
console.log(ok ? 'k8s:local: every pod ready, every check passed' : 'k8s:local: FAILED');
process.exit(ok ? 0 : 1);
