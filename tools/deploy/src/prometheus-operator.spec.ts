/**
 * The production overlay's Prometheus Operator objects (monitoring.coreos.com/v1), which
 * kubernetes-models has no schema for: the PrometheusRule's groups are a rules file promtool accepts,
 * and the PodMonitor has the CRD's required fields and scrapes a port the site pods name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podSpecOf, renderKustomization } from './rendered-manifests';

type Json = Record<string, unknown>;
type Labels = Record<string, string>;
const root = path.resolve(__dirname, '../../..');
beforeAll(() => {
  if (spawnSync('promtool', ['--version'], { timeout: 5000 }).error)
    throw new Error('promtool not found: bash scripts/ensure-prerequisites.sh prometheus installs it');
});
const production = renderKustomization(path.join(root, 'deploy/k8s/overlays/production'));

describe("the production overlay's Prometheus Operator objects (no schema in kubernetes-models)", () => {
  const ofKind = (kind: string) =>
    production.filter((o) => o.apiVersion === 'monitoring.coreos.com/v1' && o.kind === kind);

  it('has a PrometheusRule whose groups pass promtool check rules', () => {
    const rules = ofKind('PrometheusRule');
    expect(rules).toHaveLength(1);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-rule-'));
    try {
      // spec.groups is a Prometheus rules file's own shape.
      const file = path.join(dir, 'rules.yaml');
      writeFileSync(file, JSON.stringify({ groups: (rules[0]['spec'] as Json)['groups'] }));
      const { status, stdout, stderr } = spawnSync('promtool', ['check', 'rules', file], {
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect({ status, out: stdout + stderr }).toEqual({
        status: 0,
        out: expect.stringMatching(/SUCCESS: \d+ rules found/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a PodMonitor that selects the site pods and scrapes a port they name', () => {
    const monitors = ofKind('PodMonitor');
    expect(monitors).toHaveLength(1);
    const spec = monitors[0]['spec'] as {
      selector: { matchLabels: Record<string, string> };
      podMetricsEndpoints: { port: string; path?: string }[];
    };
    // The CRD's required fields: a selector, and endpoints naming a container port.
    expect(spec.selector.matchLabels).toBeDefined();
    expect(spec.podMetricsEndpoints.length).toBeGreaterThan(0);
    const selected = production.filter((o) => {
      const labels =
        (podSpecOf(o) && (o['spec'] as { template: { metadata: { labels: Labels } } }).template.metadata.labels) ||
        undefined;
      return labels && Object.entries(spec.selector.matchLabels).every(([k, v]) => labels[k] === v);
    });
    expect(selected.map((o) => o.metadata.name)).toContain('share-web-site');
    const deployment = production.find((o) => o.kind === 'Deployment' && o.metadata.name === 'share-web-site');
    const [site] = (deployment && (podSpecOf(deployment)?.['containers'] as { ports?: { name: string }[] }[])) ?? [];
    for (const endpoint of spec.podMetricsEndpoints) {
      expect(site.ports?.map((p) => p.name)).toContain(endpoint.port);
      expect(endpoint.path ?? '/metrics').toBe('/metrics');
    }
  });
});
