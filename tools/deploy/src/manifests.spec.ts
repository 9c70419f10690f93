/**
 * deploy/k8s as `kubectl apply -k` would send it (base and production overlay): every object valid
 * against the Kubernetes API schemas, and the probes, ports and environment names those the servers
 * really serve and read, taken from their own code (the settings readers, the apps' handlers), so the
 * manifests cannot drift from it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'yaml';
import { type K8sObject, podSpecOf, renderKustomization } from './rendered-manifests';

const root = path.resolve(__dirname, '../../..');
const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
const NGINX_IMAGE_CONF = path.join(root, 'scripts/lib/k8s-local/nginx-image.conf');
beforeAll(() => {
  for (const [tool, file] of [
    ['bubblewrap', 'bwrap'],
    ['nginx', NGINX],
  ])
    if (spawnSync(file, ['--version']).error)
      throw new Error(`${file} not found: bash scripts/ensure-prerequisites.sh ${tool} installs it`);
});
const base = renderKustomization(path.join(root, 'deploy/k8s/base'));
const production = renderKustomization(path.join(root, 'deploy/k8s/overlays/production'));

// The servers' own modules, loaded at run time: a tool may not import an app (module boundaries), and
// the names must come from the code, not from a copy of them.
interface SiteSettings {
  port: number;
  metricsPort: number;
  metricsHost: string;
  shutdownGraceMs: number;
  platformApiUrl: string;
}
interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  metricsPort: number;
  metricsHost: string;
}
const siteSettingsModule = () =>
  import(path.join(root, 'libs/share-web-server/src/lib/settings')) as Promise<{
    readSettings(env: NodeJS.ProcessEnv): SiteSettings;
  }>;
const apiConfigModule = () =>
  import(path.join(root, 'apps/platform-api/src/config')) as Promise<{
    readConfig(env: NodeJS.ProcessEnv, cwd?: string): ApiConfig;
  }>;

// One evaluator of NetworkPolicies for every test: deploy/testing's (deploy/k8s/edge.spec.ts uses it too).
type PolicyEndpoint = { namespace: string; labels: Record<string, string> };
const networkPolicyModule = () =>
  import(path.join(root, 'deploy/testing/network-policy')) as Promise<{
    allowed(policies: K8sObject[], from: PolicyEndpoint, to: PolicyEndpoint, port: number): boolean;
  }>;

/** The names `read(env)` looks up: every branch taken, since no name has a value. */
function namesRead(read: (env: NodeJS.ProcessEnv) => unknown): Set<string> {
  const names = new Set<string>();
  read(new Proxy({}, { get: (_target, name) => (typeof name === 'string' && names.add(name), undefined) }));
  return names;
}

type Json = Record<string, unknown>;
interface Container {
  name: string;
  image: string;
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}

const find = (objects: K8sObject[], kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object;
};
const containerOf = (object: K8sObject, name: string) => {
  const container = ((podSpecOf(object)?.['containers'] as Container[]) ?? []).find((c) => c.name === name);
  if (!container) throw new Error(`${object.metadata.name}: no container ${name}`);
  return container;
};
/**
 * The image's 20-envsubst-on-templates.sh: envsubst of the defined names matching
 * NGINX_ENVSUBST_FILTER, every other `${NAME}` (and nginx's own `$name`) left as it is.
 */
const fillTemplate = (text: string, env: NodeJS.ProcessEnv) => {
  const filter = new RegExp(env['NGINX_ENVSUBST_FILTER'] ?? '');
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    filter.test(name) && env[name] !== undefined ? (env[name] as string) : whole,
  );
};
const envOf = (container: Container): NodeJS.ProcessEnv =>
  Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value]));
/** What the API's Secret, which the operator creates (docs/deploying.md), gives it; never in the manifests. */
const OPERATOR_SECRET = { PREVIEW_LINK_SECRET: 'from-the-operators-secret-of-32-chars' };
const portNumber = (container: Container, port: string | number) =>
  typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;
const podLabels = (object: K8sObject) =>
  ((object['spec'] as Json)['template'] as { metadata: { labels: Record<string, string> } }).metadata.labels;
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/**
 * nginx's files as its pod sees them: the ConfigMap at /etc/nginx/templates, and the scripts of the
 * ConfigMaps mounted into /docker-entrypoint.d (each file, or its subPath), by file name.
 */
function nginxFiles(objects: K8sObject[]) {
  const nginx = find(objects, 'Deployment', 'share-web-nginx');
  const container = containerOf(nginx, 'nginx');
  const volumes = (
    podSpecOf(nginx) as { volumes: { name: string; configMap?: { name: string; defaultMode?: number } }[] }
  ).volumes;
  const dataOf = (mount: { name: string }) => {
    const volume = volumes.find((v) => v.name === mount.name);
    return {
      mode: volume?.configMap?.defaultMode ?? 0o644,
      data: (find(objects, 'ConfigMap', volume?.configMap?.name ?? '') as K8sObject & { data: Record<string, string> })
        .data,
    };
  };
  const mounts = (container.volumeMounts ?? []) as {
    name: string;
    mountPath: string;
    subPath?: string;
    readOnly?: boolean;
  }[];
  const templatesMount = mounts.find((m) => m.mountPath === '/etc/nginx/templates');
  if (!templatesMount) throw new Error('nginx: nothing mounted at /etc/nginx/templates');
  expect(templatesMount.readOnly).toBe(true);
  const templates = dataOf(templatesMount).data;
  const scripts: Record<string, string> = {};
  for (const mount of mounts.filter((m) => m.mountPath.startsWith('/docker-entrypoint.d'))) {
    const { data, mode } = dataOf(mount);
    // The image's entrypoint runs only executable *.sh files.
    expect(mode & 0o111).toBe(0o111);
    if (mount.subPath) {
      expect(path.posix.basename(mount.mountPath)).toBe(mount.subPath);
      scripts[mount.subPath] = data[mount.subPath];
    } else Object.assign(scripts, data);
  }
  for (const file of Object.keys(scripts)) expect(file).toMatch(/\.sh$/);
  return { templates, scripts };
}

/** GET `paths` from an http handler on a free port: their status codes. */
async function statuses(handler: http.RequestListener, paths: string[]): Promise<number[]> {
  const server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await Promise.all(paths.map(async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).status));
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe.each([
  ['base', base],
  ['production', production],
])('deploy/k8s %s', (_name, objects) => {
  it('is made of objects the Kubernetes API schemas accept', async () => {
    expect(objects.length).toBeGreaterThan(5);
    for (const object of objects) {
      const [group, version] = object.apiVersion.includes('/')
        ? object.apiVersion.split('/')
        : [undefined, object.apiVersion];
      // The Prometheus Operator's kinds have no schema in kubernetes-models: prometheus-operator.spec.ts.
      if (group === 'monitoring.coreos.com') continue;
      const modulePath = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
      const models = (await import(modulePath)) as Record<string, new (data: unknown) => { validate(): void }>;
      expect(() => new models[object.kind](object).validate()).not.toThrow();
    }
  });

  it('runs every container unprivileged, on a read-only root, from a pinned image', () => {
    const workloads = objects.filter((o) => podSpecOf(o));
    expect(workloads.length).toBeGreaterThanOrEqual(2);
    for (const workload of workloads) {
      const podSpec = podSpecOf(workload) as {
        securityContext: { runAsNonRoot: boolean; runAsUser: number };
        containers: Container[];
      };
      expect(podSpec.securityContext.runAsNonRoot).toBe(true);
      expect(podSpec.securityContext.runAsUser).toBeGreaterThan(0);
      for (const container of podSpec.containers) {
        expect(container.securityContext).toEqual({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.image).toMatch(/^[\w./-]+:(?!latest[@$])[\w][\w.-]*(?:@sha256:[0-9a-f]{64})?$/);
        expect(container.resources?.requests?.['cpu']).toBeDefined();
        expect(container.resources?.limits?.['memory']).toBeDefined();
      }
    }
  });

  it('probes the site where it answers, on the port it listens on', async () => {
    const { readSettings } = await siteSettingsModule();
    const site = containerOf(find(objects, 'Deployment', 'share-web-site'), 'site');
    const settings = readSettings(envOf(site));
    const probes = [site.startupProbe, site.readinessProbe, site.livenessProbe].map((probe) => probe?.httpGet);
    expect(probes.map((probe) => probe?.path)).toEqual(['/healthz', '/readyz', '/healthz']);
    for (const probe of probes) expect(portNumber(site, probe?.port ?? '')).toBe(settings.port);
    // The site's own app answers them 200 (the server library, with the app's page rules).
    const { createShareWebApp } = (await import(path.join(root, 'libs/share-web-server/src/lib/share-web-app'))) as {
      createShareWebApp(options: unknown): { handler: http.RequestListener };
    };
    const { PAGE_RULES } = (await import(path.join(root, 'apps/share-web/server/page-rules'))) as {
      PAGE_RULES: unknown;
    };
    const { handler } = createShareWebApp({
      settings,
      rules: PAGE_RULES,
      build: { routes: {} },
      clientDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
    });
    expect(
      await statuses(
        handler,
        probes.map((probe) => probe?.path ?? ''),
      ),
    ).toEqual([200, 200, 200]);
  });

  it('sets only environment names the site reads, and scrapes its metrics port', async () => {
    const { readSettings } = await siteSettingsModule();
    const deployment = find(objects, 'Deployment', 'share-web-site');
    const site = containerOf(deployment, 'site');
    const read = namesRead(readSettings);
    expect(Object.keys(envOf(site)).filter((name) => !read.has(name))).toEqual([]);
    const settings = readSettings(envOf(site));
    expect(settings.metricsHost).toBe('0.0.0.0');
    expect(portNumber(site, 'metrics')).toBe(settings.metricsPort);
    expect(deployment.spec && (deployment['spec'] as Json)['template']).toMatchObject({
      metadata: {
        annotations: {
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(settings.metricsPort),
          'prometheus.io/path': '/metrics',
        },
      },
    });
  });

  it('lets a stopping site pod finish its answers before the SIGKILL', async () => {
    const { readSettings } = await siteSettingsModule();
    const deployment = find(objects, 'Deployment', 'share-web-site');
    const site = containerOf(deployment, 'site');
    const [command, seconds] = site.lifecycle?.preStop?.exec?.command ?? [];
    expect(command).toBe('sleep');
    const grace = podSpecOf(deployment)?.['terminationGracePeriodSeconds'] as number;
    expect(grace * 1000).toBeGreaterThan(Number(seconds) * 1000 + readSettings(envOf(site)).shutdownGraceMs);
  });

  it('keeps at least two site pods, autoscaled on CPU, one disrupted at a time', () => {
    const deployment = find(objects, 'Deployment', 'share-web-site');
    expect((deployment['spec'] as { replicas: number }).replicas).toBeGreaterThanOrEqual(2);
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'share-web-site')['spec'] as Json;
    expect(hpa['scaleTargetRef']).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'share-web-site' });
    expect(hpa['minReplicas']).toBeGreaterThanOrEqual(2);
    expect(hpa['metrics']).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
    ]);
    const pdb = find(objects, 'PodDisruptionBudget', 'share-web-site')['spec'] as {
      maxUnavailable: number;
      selector: { matchLabels: Record<string, string> };
    };
    expect(pdb.maxUnavailable).toBe(1);
    expect(selects(pdb.selector.matchLabels, podLabels(deployment))).toBe(true);
    const service = find(objects, 'Service', 'share-web-site')['spec'] as {
      selector: Record<string, string>;
      ports: { port: number; targetPort: string }[];
    };
    expect(selects(service.selector, podLabels(deployment))).toBe(true);
    expect(portNumber(containerOf(deployment, 'site'), service.ports[0].targetPort)).toBe(service.ports[0].port);
  });

  it('configures nginx from deploy/nginx/templates, rendered as its image does, in front of the site Service', () => {
    const nginx = find(objects, 'Deployment', 'share-web-nginx');
    const container = containerOf(nginx, 'nginx');
    const { templates, scripts } = nginxFiles(objects);
    const templatesDir = path.join(root, 'deploy/nginx/templates');
    for (const [file, text] of Object.entries(templates))
      expect(text).toBe(readFileSync(path.join(templatesDir, file), 'utf8'));
    // Every file of the folder: kustomize takes no folder or glob in files: (kustomize#189), so the
    // list in deploy/nginx/kustomization.yaml is held to the folder here.
    expect(Object.keys(templates).sort()).toEqual(readdirSync(templatesDir).sort());
    const env = envOf(container);
    const rendered = fillTemplate(Object.values(templates).join('\n'), env);
    expect(rendered.match(/\$\{\w+\}/g)).toBeNull();
    // Each name set is read: by a template (envsubst) or by a script the image's entrypoint runs.
    const readers = [...Object.values(templates), ...Object.values(scripts)].join('\n');
    expect(
      Object.keys(env).filter(
        (name) => name !== 'NGINX_ENVSUBST_FILTER' && !new RegExp(`\\$\\{?${name}\\b`).test(readers),
      ),
    ).toEqual([]);
    expect(portNumber(container, 'http')).toBe(Number(env['SHARE_LISTEN']));
    const podSpec = podSpecOf(nginx) as { volumes: { name: string; emptyDir?: unknown }[] };
    // The cache folder is on an emptyDir.
    const cacheMount = container.volumeMounts?.find((m) =>
      (env['SHARE_CACHE_DIR'] ?? '').startsWith(`${m.mountPath}/`),
    );
    expect(podSpec.volumes.find((v) => v.name === cacheMount?.name)?.emptyDir).toBeDefined();
    // The upstream is the site's Service, at its port.
    const [, host, port] = /^server ([\w-]+):(\d+) max_fails=0;$/.exec(env['SHARE_SERVERS'] ?? '') ?? [];
    const service = find(objects, 'Service', host)['spec'] as { ports: { port: number }[] };
    expect(service.ports[0].port).toBe(Number(port));
  });

  it("runs every script of deploy/nginx/entrypoint from the image's /docker-entrypoint.d, executable", () => {
    const { scripts } = nginxFiles(objects);
    const dir = path.join(root, 'deploy/nginx/entrypoint');
    expect(Object.keys(scripts).sort()).toEqual(readdirSync(dir).sort());
    for (const [file, text] of Object.entries(scripts)) expect(text).toBe(readFileSync(path.join(dir, file), 'utf8'));
  });

  it("passes nginx -t with the ConfigMap's templates filled in and the entrypoint's scripts run, as the image does", () => {
    const container = containerOf(find(objects, 'Deployment', 'share-web-nginx'), 'nginx');
    const { templates, scripts } = nginxFiles(objects);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    try {
      for (const folder of ['conf.d', 'entrypoint.d']) mkdirSync(path.join(dir, folder));
      // The cluster's DNS: every Service's name resolves (nginx looks its upstreams up when it starts).
      const services = objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name);
      writeFileSync(path.join(dir, 'hosts'), `127.0.0.1 localhost ${services.join(' ')}\n`);
      for (const [file, text] of Object.entries(templates))
        writeFileSync(path.join(dir, 'conf.d', file.replace(/\.template$/, '')), fillTemplate(text, envOf(container)));
      for (const [file, text] of Object.entries(scripts))
        writeFileSync(path.join(dir, 'entrypoint.d', file), text, { mode: 0o555 });
      const env = Object.entries(envOf(container)).flatMap(([name, value]) => ['--setenv', name, value ?? '']);
      const { status, stderr } = spawnSync(
        'bwrap',
        [
          ...['--unshare-user', '--uid', '101', '--gid', '101', '--ro-bind', '/', '/', '--proc', '/proc'],
          ...['--dev', '/dev', '--tmpfs', '/tmp', '--tmpfs', '/var/cache', '--tmpfs', '/var/cache/nginx'],
          ...['--bind', path.join(dir, 'conf.d'), '/etc/nginx/conf.d'],
          ...['--ro-bind', NGINX_IMAGE_CONF, '/etc/nginx/nginx.conf'],
          ...['--ro-bind', path.join(dir, 'hosts'), '/etc/hosts'],
          ...['--ro-bind', path.join(dir, 'entrypoint.d'), '/tmp/entrypoint.d', ...env],
          'sh',
          '-ec',
          `for script in /tmp/entrypoint.d/*.sh; do "$script"; done; ls /etc/nginx/conf.d >&2; exec ${NGINX} -e stderr -t`,
        ],
        { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      expect({ status, stderr }).toEqual({ status: 0, stderr: expect.stringContaining('test is successful') });
      // The real-IP script's file is among those nginx read.
      expect(stderr).toContain('03-share-web-real-ip.conf');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets only nginx reach the site and only the site reach the API', async () => {
    const { allowed } = await networkPolicyModule();
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const namespace = policies[0]?.metadata.namespace ?? '';
    const pod = (name: string) => {
      const workload = objects.find((o) => podSpecOf(o) && o.metadata.name === name);
      return workload && { namespace, labels: podLabels(workload) };
    };
    const site = pod('share-web-site');
    const nginx = pod('share-web-nginx');
    if (!site || !nginx) throw new Error('no site or nginx workload');
    expect(allowed(policies, nginx, site, 4200)).toBe(true);
    expect(allowed(policies, site, site, 4200)).toBe(false);
    const api = pod('share-web-platform-api');
    if (api) {
      expect(allowed(policies, site, api, 3333)).toBe(true);
      expect(allowed(policies, nginx, api, 3333)).toBe(false);
    }
  });
});

describe('the reference API in deploy/k8s/base', () => {
  const statefulSet = find(base, 'StatefulSet', 'share-web-platform-api');
  const container = containerOf(statefulSet, 'platform-api');

  it('is one pod with its SQLite folder on its own volume', async () => {
    const { readConfig } = await apiConfigModule();
    const config = readConfig({ ...envOf(container), ...OPERATOR_SECRET }, '/');
    const spec = statefulSet['spec'] as { replicas: number; volumeClaimTemplates: { metadata: { name: string } }[] };
    expect(spec.replicas).toBe(1);
    expect(container.volumeMounts).toContainEqual({
      name: spec.volumeClaimTemplates[0].metadata.name,
      mountPath: config.dataDir,
    });
  });

  it('sets only environment names the API reads, listens and is probed where it answers', async () => {
    const { readConfig } = await apiConfigModule();
    const read = namesRead((env) => readConfig(env, '/'));
    expect(Object.keys(envOf(container)).filter((name) => !read.has(name))).toEqual([]);
    // The preview-link key comes from a Secret the operator creates, never from the manifest.
    const secret = container.env?.find((e) => e.name === 'PREVIEW_LINK_SECRET');
    expect(secret?.valueFrom?.secretKeyRef).toEqual({ name: 'share-web-platform-api', key: 'preview-link-secret' });
    const config = readConfig({ ...envOf(container), ...OPERATOR_SECRET }, '/');
    expect(config.host).toBe('0.0.0.0');
    expect(config.metricsHost).toBe('0.0.0.0');
    expect(portNumber(container, 'metrics')).toBe(config.metricsPort);
    const probes = [container.startupProbe, container.readinessProbe, container.livenessProbe].map(
      (probe) => probe?.httpGet,
    );
    for (const probe of probes) expect(portNumber(container, probe?.port ?? '')).toBe(config.port);
    const service = find(base, 'Service', 'share-web-platform-api')['spec'] as { ports: { port: number }[] };
    const site = containerOf(find(base, 'Deployment', 'share-web-site'), 'site');
    const { readSettings } = await siteSettingsModule();
    expect(readSettings(envOf(site)).platformApiUrl).toBe(`http://share-web-platform-api:${service.ports[0].port}`);
    const { startTestApi } = (await import(path.join(root, 'apps/platform-api/src/testing/test-server'))) as {
      startTestApi(): Promise<{ url: string; close(): Promise<void> }>;
    };
    const api = await startTestApi();
    try {
      const answers = await Promise.all(probes.map(async (probe) => (await fetch(`${api.url}${probe?.path}`)).status));
      expect(answers).toEqual([200, 200, 200]);
    } finally {
      await api.close();
    }
  });
});

describe('deploy/k8s/overlays/production', () => {
  it('points the site at the platform over HTTPS, leaves the reference API out and pulls from a registry', async () => {
    const { readSettings } = await siteSettingsModule();
    const site = containerOf(find(production, 'Deployment', 'share-web-site'), 'site');
    expect(readSettings(envOf(site)).platformApiUrl).toMatch(/^https:\/\//);
    expect(production.filter((o) => o.metadata.name === 'share-web-platform-api')).toEqual([]);
    expect(site.image).toMatch(/^registry\.example\.com\/share-web\/site:0\.1\.0@/);
    expect(production.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'share-web')).toEqual([]);
  });
});

describe('the images', () => {
  it('pins every image of the production overlay by tag and digest', () => {
    const images = production.flatMap((o) =>
      ((podSpecOf(o)?.['containers'] as Container[] | undefined) ?? []).map((c) => c.image),
    );
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toMatch(/^[\w./-]+:[\w][\w.-]*@sha256:[0-9a-f]{64}$/);
  });

  it("runs the nginx of deploy/compose.yaml, the version this machine's tests run", () => {
    const compose = parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8')) as {
      services: { nginx: { image: string } };
    };
    const version = (image: string) => /:(\d+\.\d+)/.exec(image)?.[1];
    const tested = /nginx\/(\d+\.\d+)/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr)?.[1];
    expect(version(compose.services.nginx.image)).toBe(tested);
    for (const objects of [base, production])
      expect(version(containerOf(find(objects, 'Deployment', 'share-web-nginx'), 'nginx').image)).toBe(tested);
  });

  // The Node of `.nvmrc`, which `npm run bundle-install` installs and serves the bundles with and CI sets up.
  const proven = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

  it.each(['apps/share-web/Dockerfile', 'apps/platform-api/Dockerfile'])(
    '%s is built on the Node 24 of .nvmrc that bundle-install runs, pinned by tag (and digest, if given)',
    (file) => {
      expect(proven).toMatch(/^24\.\d+\.\d+$/);
      const froms = readFileSync(path.join(root, file), 'utf8').match(/^FROM \S+/gm);
      expect(froms?.length).toBeGreaterThan(0);
      for (const from of froms ?? [])
        expect(from).toMatch(
          new RegExp(`^FROM node:${proven?.replace(/\./g, '\\.')}-[a-z-]+(?:@sha256:[0-9a-f]{64})?$`),
        );
    },
  );
});
