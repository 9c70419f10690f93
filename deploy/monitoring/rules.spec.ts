// Issue 59, alerts on the real metrics: the rules pass `promtool check rules` and their unit tests
// (`promtool test rules`, a firing and a quiet case per alert); each firing case bites (an alert
// that never fires fails it); the Prometheus Operator's copy is generated from the one rules file
// and is what the production overlay renders.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { kustomize, requireKubectl } from '../testing/kustomize';

const here = __dirname;
const RULES = path.join(here, 'share-web.rules.yaml');
const TESTS = path.join(here, 'share-web.rules.test.yaml');

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
}
interface Groups {
  groups: Array<{ name: string; rules: Rule[] }>;
}

function requirePromtool(): void {
  const found = spawnSync('promtool', ['--version'], { timeout: 5000, stdio: 'ignore' });
  if (found.status !== 0) throw new Error('promtool not found: run bash scripts/ensure-prerequisites.sh prometheus');
}
const promtool = (args: string[], cwd: string) =>
  spawnSync('promtool', args, { cwd, encoding: 'utf8', timeout: 60_000 });

const rules = parse(fs.readFileSync(RULES, 'utf8')) as Groups;
const alerts = rules.groups.flatMap((group) => group.rules).filter((rule) => rule.alert);

describe('share-web.rules.yaml', () => {
  beforeAll(requirePromtool);

  it('alerts on 5xx, page p99, the micro-cache, platform errors, event-loop delay, restarts and SMS sends', () => {
    expect(alerts.map((rule) => rule.alert)).toEqual([
      'ShareWeb5xxRatioHigh',
      'ShareWebPageLatencyHigh',
      'ShareWebCacheHitRatioLow',
      'ShareWebUpstreamErrors',
      'ShareWebEventLoopDelayHigh',
      'ShareWebReplicaRestarting',
      'ShareWebSmsSendsSpiking',
    ]);
  });

  it('passes promtool check rules', () => {
    const run = promtool(['check', 'rules', RULES], here);
    expect(run.stdout + run.stderr).toContain('SUCCESS: 11 rules found');
    expect(run.status).toBe(0);
  });

  it('passes its unit tests: each alert fires on its case, and stays quiet on the others', () => {
    const run = promtool(['test', 'rules', TESTS], here);
    expect(run.stdout + run.stderr).toContain('SUCCESS');
    expect(run.status).toBe(0);
    const cases = (
      parse(fs.readFileSync(TESTS, 'utf8')) as {
        tests: Array<{ alert_rule_test: Array<{ alertname: string; exp_alerts: unknown[] }> }>;
      }
    ).tests.flatMap((test) => test.alert_rule_test);
    for (const { alert } of alerts)
      expect(cases.some((c) => c.alertname === alert && c.exp_alerts.length > 0)).toBe(true);
  });

  it.each(alerts.map((rule) => [rule.alert]))('fails its unit test when %s never fires', (alert) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'));
    try {
      const broken = structuredClone(rules);
      for (const group of broken.groups)
        for (const rule of group.rules) if (rule.alert === alert) rule.expr = 'vector(0) > 1';
      fs.writeFileSync(path.join(dir, 'share-web.rules.yaml'), stringify(broken));
      fs.copyFileSync(TESTS, path.join(dir, 'share-web.rules.test.yaml'));
      const run = promtool(['test', 'rules', 'share-web.rules.test.yaml'], dir);
      expect(run.status).not.toBe(0);
      expect(run.stdout + run.stderr).toContain(`alertname: ${alert}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the Prometheus Operator's PrometheusRule", () => {
  it('is what prometheus-rule.mjs writes from share-web.rules.yaml', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(here, 'prometheus-rule.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('is in the production overlay, with the same groups', () => {
    requireKubectl();
    const [rule] = kustomize('deploy/k8s/overlays/production').filter((o) => o.kind === 'PrometheusRule');
    expect(rule.metadata.namespace).toBe('share-web');
    expect(rule.spec).toEqual(rules);
  });
});
