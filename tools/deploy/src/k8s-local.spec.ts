/**
 * `npm run k8s:local` (scripts/k8s-local.mjs): the production overlay, as `kubectl
 * kustomize` renders it, brought to ready pod by pod on this machine and checked through nginx; and a
 * copy of the manifests with a template left out of nginx's ConfigMap fails, naming the nginx pod.
 * The bundles come from the Nx build this target depends on (--no-build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const MAIN = path.join(root, 'scripts/k8s-local.mjs');

beforeAll(() => {
  for (const [tool, file, flag] of [
    ['bubblewrap', 'bwrap', '--version'],
    ['nginx', process.env['NGINX'] ?? '/usr/sbin/nginx', '-v'],
    ['kubectl', process.env['KUBECTL'] ?? 'kubectl', 'version'],
  ])
    if (spawnSync(file, [flag, '--client'].slice(0, tool === 'kubectl' ? 2 : 1)).error)
      throw new Error(`${file} not found: bash scripts/ensure-prerequisites.sh ${tool} installs it`);
});

/** The runner's exit code and everything it printed. */
function k8sLocal(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN, '--no-build', '--dir', dir], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run k8s:local', () => {
  it('brings every pod of the production overlay to ready and passes every check through nginx', async () => {
    const { code, output } = await k8sLocal('deploy/k8s/overlays/production');
    expect(output).toMatch(/^every pod is ready \(\d+\)$/m);
    // The kernel's view of each sandbox: the manifest's uid in its user namespace, its root read-only.
    expect(
      output.match(/^ok {3}share-web-nginx-\d runs as uid 101 on a read-only root: uid 101, \/ ro$/gm),
    ).toHaveLength(3);
    expect(
      output.match(/^ok {3}share-web-site-\d runs as uid 1000 on a read-only root: uid 1000, \/ ro$/gm),
    ).toHaveLength(3);
    // The image's entrypoint ran the pod's /docker-entrypoint.d script with the overlay's SHARE_REAL_IP_FROM.
    expect(
      output.match(/^ok {3}share-web-nginx-\d: real IP from 10\.244\.0\.0\/16 \(03-share-web-real-ip\.conf\)$/gm),
    ).toHaveLength(3);
    expect(output).toMatch(/^ok {3}page through share-web-nginx-0: .* 200 /m);
    expect(output).toMatch(/^ok {3}second request from share-web-nginx-0's cache: 200 HIT$/m);
    expect(output).toMatch(/^ok {3}chat from share-web-site-\d to share-web-site-0: heard$/m);
    expect(
      output.match(/^ok {3}metrics of share-web-site-\d on its declared port 9464: 200/gm)?.length,
    ).toBeGreaterThanOrEqual(2);
    expect(output).not.toMatch(/^FAIL/m);
    expect({ code, last: output.trim().split('\n').at(-1) }).toEqual({
      code: 0,
      last: 'k8s:local: every pod ready, every check passed',
    });
  });

  /** k8s:local on a copy of deploy/ with `file`'s `from` replaced by `to`. */
  async function onBrokenCopy(file: string, from: RegExp, to: string) {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'k8s-local-broken-'));
    try {
      // All of deploy/: the overlay's resources reach into its sibling folders (nginx, monitoring).
      cpSync(path.join(root, 'deploy'), path.join(copy, 'deploy'), { recursive: true });
      const text = readFileSync(path.join(copy, file), 'utf8');
      const broken = text.replace(from, to);
      expect(broken).not.toBe(text);
      writeFileSync(path.join(copy, file), broken);
      return await k8sLocal(path.join(copy, 'deploy/k8s/overlays/production'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  it('fails on a copy of the manifests whose nginx ConfigMap lacks a template, naming the pod', async () => {
    const { code, output } = await onBrokenCopy(
      'deploy/nginx/kustomization.yaml',
      /^\s*- templates\/02-share-web-hardening\.conf\.template\n/m,
      '',
    );
    expect(code).toBe(1);
    expect(output).toMatch(/^pod share-web-nginx-\d: exited \(code 1\) before it was ready$/m);
    expect(output).toContain('unknown "share_bad_host" variable');
    expect(output.trim()).toMatch(/k8s:local: FAILED$/);
  });

  it("fails when the real-IP script is not executable, which the image's entrypoint skips", async () => {
    const { code, output } = await onBrokenCopy(
      'deploy/k8s/base/nginx-deployment.yaml',
      /defaultMode: 0555/,
      'defaultMode: 0444',
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /^FAIL share-web-nginx-0: real IP from nowhere \(03-share-web-real-ip\.conf\), SHARE_REAL_IP_FROM is 10\.244\.0\.0\/16$/m,
    );
    expect(output.trim()).toMatch(/k8s:local: FAILED$/);
  });
});
