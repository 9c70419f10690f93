/**
 * Issue 59: every metric the alert rules and the Grafana dashboard (deploy/monitoring) query is one
 * the servers export. The site and the platform API run from their production bundles (dist/apps,
 * built by this target's dependsOn), a page is rendered twice (a miss, then a hit of the micro-cache)
 * and a login code is sent, then both /metrics are scraped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { waitFor } from '../../../deploy/testing/platform-api';

const root = path.resolve(__dirname, '../../..');
const monitoring = path.join(root, 'deploy/monitoring');
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47';

/** PromQL's words that are not metric names (operators, modifiers, grouping). */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
]);

/** The metric (or recorded) names an expression selects: identifiers not called, not labels, not in strings. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ');
  return [...bare.matchAll(/\b[A-Za-z_:][\w:]*\b(?!\s*\()/g)]
    .map((match) => match[0])
    .filter((word) => !KEYWORDS.has(word));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('the metrics deploy/monitoring queries', () => {
  const children: ChildProcess[] = [];
  const exported = new Set<string>();
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'monitoring-api-'));
    const [apiPort, apiMetrics, sitePort, siteMetrics] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const start = (file: string, env: Record<string, string>) => {
      const child = spawn(process.execPath, [file], {
        cwd: root,
        env: { PATH: process.env['PATH'], LOG_LEVEL: 'warn', ...env },
        stdio: 'ignore',
      });
      children.push(child);
      return child;
    };
    const api = start('dist/apps/platform-api/server/main.js', {
      NODE_ENV: 'development',
      PLATFORM_API_PORT: String(apiPort),
      PLATFORM_API_METRICS_PORT: String(apiMetrics),
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'dev',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api, 'the platform API', 90_000);
    const site = start('dist/apps/share-web/build/server.mjs', {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      METRICS_PORT: String(siteMetrics),
      PLATFORM_API_URL: `http://127.0.0.1:${apiPort}`,
    });
    await waitFor(`http://127.0.0.1:${sitePort}/readyz`, site, 'the site', 90_000);

    const data = async (url: string) =>
      ((await (await fetch(url)).json()) as { data: { list: Array<Record<string, string>> } }).data;
    const [group] = (await data(`http://127.0.0.1:${apiPort}/peony/v1/group`)).list;
    const article = (
      await data(`http://127.0.0.1:${apiPort}/peony/v1/content?gid=${group['id']}&pageindex=1&pagesize=50`)
    ).list.find((item) => item['content_type'] === 'article');
    const page = new URL(new URL(article?.['share_link'] ?? '/', 'http://x').pathname, `http://127.0.0.1:${sitePort}`);
    for (let i = 0; i < 2; i += 1)
      expect((await fetch(page, { headers: { 'user-agent': WECHAT_UA } })).status).toBe(200);
    await fetch(`http://127.0.0.1:${sitePort}/peony/v1/vcode?tel=13500000088&type=6`);
    // A funnel step through the site's proxy, as a page's beacon sends it: its counter has no series before.
    const step = new URLSearchParams({ step: 'view', post_id: article?.['id'] ?? '', env: 'wechat' });
    step.set('content_type', 'article');
    expect((await fetch(`http://127.0.0.1:${sitePort}/peony/v1/share/event?${step}`, { method: 'POST' })).status).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const port of [siteMetrics, apiMetrics]) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const line of text.split('\n')) if (line && !line.startsWith('#')) exported.add(line.split(/[{ ]/)[0]);
    }
  });
  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rules = parse(fs.readFileSync(path.join(monitoring, 'share-web.rules.yaml'), 'utf8')) as {
    groups: Array<{ rules: Array<{ record?: string; alert?: string; expr: string }> }>;
  };
  const ruleList = rules.groups.flatMap((group) => group.rules);
  const recorded = new Set(ruleList.flatMap((rule) => (rule.record ? [rule.record] : [])));
  const dashboard = JSON.parse(fs.readFileSync(path.join(monitoring, 'grafana/share-web-dashboard.json'), 'utf8')) as {
    panels: Array<{ title: string; type: string; targets?: Array<{ expr: string }> }>;
  };
  // A row only groups the panels under it: it queries nothing.
  const queryPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('reads the names out of PromQL', () => {
    expect(
      metricNames(
        'sum by (job, le) (rate(a_b_bucket{route=~"routes/.+|x"}[5m])) / on (job) b:c:rate5m > 0.5 and max(d_e offset 5m)',
      ),
    ).toEqual(['a_b_bucket', 'b:c:rate5m', 'd_e']);
  });

  it.each(ruleList.map((rule) => [rule.record ?? rule.alert, rule.expr]))(
    'rule %s queries exported metrics',
    (_name, expr) => {
      const names = metricNames(expr);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !recorded.has(name) && !exported.has(name))).toEqual([]);
    },
  );

  it.each(queryPanels.map((panel) => [panel.title, (panel.targets ?? []).map((t) => t.expr)]))(
    'dashboard panel "%s" queries exported metrics',
    (_title, exprs) => {
      const names = exprs.flatMap(metricNames);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !exported.has(name))).toEqual([]);
    },
  );
});
