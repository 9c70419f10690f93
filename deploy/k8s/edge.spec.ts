// Issue 59, the production overlay's edge as `kubectl kustomize` renders it: HTTPS through an
// Ingress, the real-IP script nginx's image runs, an autoscaler for every Deployment, and network
// policies that deny by default and then allow only what each pod needs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kustomize, requireKubectl, type K8sObject } from '../testing/kustomize';
import { allowed, type Endpoint } from '../testing/network-policy';

const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';

interface Container {
  name: string;
  env?: Array<{ name: string; value?: string }>;
  volumeMounts?: Array<{ name: string; mountPath: string; subPath?: string }>;
}
interface PodSpec {
  containers: Container[];
  volumes?: Array<{ name: string; configMap?: { name: string; defaultMode?: number } }>;
}

describe('the production overlay at the edge', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    requireKubectl();
    objects = kustomize('deploy/k8s/overlays/production');
  });
  const find = (kind: string, name?: string) =>
    objects.filter((object) => object.kind === kind && (name === undefined || object.metadata.name === name));
  const podSpec = (deployment: K8sObject) => (deployment.spec as { template: { spec: PodSpec } }).template.spec;

  it("serves HTTPS through an Ingress to nginx's Service, its certificate in a named Secret from cert-manager", () => {
    const [ingress] = find('Ingress');
    const spec = ingress.spec as {
      ingressClassName: string;
      tls: Array<{ hosts: string[]; secretName: string }>;
      rules: Array<{
        host: string;
        http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> };
      }>;
    };
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    expect(spec.tls[0].secretName).toBe('share-web-tls');
    expect(spec.tls[0].hosts).toEqual(spec.rules.map((rule) => rule.host));
    const backend = spec.rules[0].http.paths[0].backend.service;
    const [service] = find('Service', backend.name);
    expect((service.spec as { ports: Array<{ name: string }> }).ports.map((port) => port.name)).toContain(
      backend.port.name,
    );
    expect(service.metadata.labels?.['app.kubernetes.io/component']).toBe('nginx');
  });

  it("nginx's image runs the real-IP script from its ConfigMap with the pod's SHARE_REAL_IP_FROM, and nginx takes the result", () => {
    const spec = podSpec(find('Deployment', 'share-web-nginx')[0]);
    const nginx = spec.containers[0];
    const mount = nginx.volumeMounts?.find((m) => m.mountPath.startsWith('/docker-entrypoint.d/'));
    expect(mount?.mountPath).toMatch(/^\/docker-entrypoint\.d\/\d+-[\w-]+\.sh$/);
    const volume = spec.volumes?.find((v) => v.name === mount?.name);
    // The image's entrypoint runs only executable scripts.
    expect((volume?.configMap?.defaultMode ?? 0o644) & 0o111).toBe(0o111);
    const script = find('ConfigMap', volume?.configMap?.name)[0].data?.[mount?.subPath ?? ''];
    const realIpFrom = nginx.env?.find((e) => e.name === 'SHARE_REAL_IP_FROM')?.value;
    expect(realIpFrom).toBeTruthy();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-real-ip-'));
    try {
      fs.writeFileSync(path.join(dir, 'script.sh'), script ?? '', { mode: 0o755 });
      execFileSync(path.join(dir, 'script.sh'), {
        env: {
          PATH: process.env['PATH'],
          SHARE_REAL_IP_FROM: realIpFrom,
          SHARE_REAL_IP_CONF: path.join(dir, 'real-ip.conf'),
        },
      });
      const conf = fs.readFileSync(path.join(dir, 'real-ip.conf'), 'utf8');
      for (const range of (realIpFrom ?? '').split(/[\s,]+/)) expect(conf).toContain(`set_real_ip_from ${range};`);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; error_log stderr; events {} http { include ${dir}/real-ip.conf; }`,
      );
      execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
        stdio: 'pipe',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('autoscales nginx and the site, each HPA on a Deployment of the overlay', () => {
    const targets = find('HorizontalPodAutoscaler').map(
      (hpa) => (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef,
    );
    expect(targets.map((target) => target.name).sort()).toEqual(
      find('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    );
  });

  describe('network policies', () => {
    const pod = (component: string): Endpoint => ({
      namespace: 'share-web',
      labels: { 'app.kubernetes.io/name': 'share-web', 'app.kubernetes.io/component': component },
    });
    const nginx = pod('nginx');
    const site = pod('site');
    const ingressController: Endpoint = {
      namespace: 'ingress-nginx',
      labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
    };
    const prometheus: Endpoint = { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } };
    const dns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
    const otherApp: Endpoint = { namespace: 'other', labels: { app: 'other' } };
    const policies = () => find('NetworkPolicy');

    it.each([
      ['the Ingress controller → nginx', ingressController, nginx, 8080],
      ['nginx → the site', nginx, site, 4200],
      ['Prometheus → the site’s metrics', prometheus, site, 9464],
      ['the site → the platform over HTTPS', site, { ip: '198.51.100.20' }, 443],
    ] as Array<[string, Endpoint, Endpoint, number]>)('allow %s', (_what, from, to, port) => {
      expect(allowed(policies(), from, to, port)).toBe(true);
    });

    it('every pod may ask the cluster DNS, over UDP and TCP', () => {
      for (const from of [nginx, site]) {
        expect(allowed(policies(), from, dns, 53, 'UDP')).toBe(true);
        expect(allowed(policies(), from, dns, 53, 'TCP')).toBe(true);
      }
    });

    it.each([
      ['another namespace → nginx (only through the Ingress)', otherApp, nginx, 8080],
      ['another namespace → the site', otherApp, site, 4200],
      ['the Ingress controller → the site, past nginx', ingressController, site, 4200],
      ['the site → nginx', site, nginx, 8080],
      ['nginx → the internet', nginx, { ip: '203.0.113.7' }, 443],
      ['the site → the internet beyond the platform', site, { ip: '203.0.113.7' }, 443],
      ['the site → another namespace', site, otherApp, 8080],
      ['Prometheus → nginx', prometheus, nginx, 8080],
    ] as Array<[string, Endpoint, Endpoint, number]>)('deny %s', (_what, from, to, port) => {
      expect(allowed(policies(), from, to, port)).toBe(false);
    });
  });
});
