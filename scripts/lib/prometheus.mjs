// `npm run scale`'s Prometheus (issue 59): Debian's prometheus with its own configuration and a
// temporary storage folder on a loopback port, scraping each replica's and the API's /metrics and
// nginx's stub_status every second, with deploy/monitoring/share-web.rules.yaml loaded. At the end
// the run prints three of those rules' expressions evaluated on the series it scraped (request
// rate, p99 page time, micro-cache hit ratio), through Prometheus's HTTP API.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { requireExecutable } from './children.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const RULES_FILE = path.join(root, 'deploy/monitoring/share-web.rules.yaml');
/** The recording rules whose expressions the run prints: [what, rule name, unit]. */
const REPORTED = [
  ['request rate', 'job:http_requests:rate5m', '/s'],
  ['p99 page time', 'job:share_page_duration_seconds:p99_5m', ' s'],
  ['micro-cache hit ratio', 'job:share_html_cache_hit:ratio_rate5m', ''],
];

/** Prometheus installed first when missing (scripts/ensure-prerequisites.sh), else one line. */
export function ensurePrometheus(bin) {
  if (bin === 'prometheus' && spawnSync('sh', ['-c', 'command -v prometheus'], { stdio: 'ignore' }).status !== 0)
    spawnSync('bash', [path.join(root, 'scripts/ensure-prerequisites.sh'), 'prometheus'], {
      cwd: root,
      stdio: 'inherit',
    });
  const found = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', bin], { encoding: 'utf8' }).stdout.trim();
  requireExecutable(
    found || bin,
    'prometheus',
    "install Debian's (bash scripts/ensure-prerequisites.sh prometheus) or set PROMETHEUS to its path",
  );
  return found || bin;
}

/**
 * nginx's stub_status (text) as Prometheus metrics, under the names nginx-prometheus-exporter gives
 * them, served on a free loopback port for the scrape. Resolves with the server's port.
 */
export function serveNginxStatus(statusUrl) {
  const server = http.createServer(async (_req, res) => {
    try {
      const text = await (await fetch(statusUrl)).text();
      const [active, accepted, handled, requests, reading, writing, waiting] = text.match(/\d+/g).map(Number);
      const lines = [
        ['nginx_up', 'gauge', 1],
        ['nginx_connections_active', 'gauge', active],
        ['nginx_connections_reading', 'gauge', reading],
        ['nginx_connections_writing', 'gauge', writing],
        ['nginx_connections_waiting', 'gauge', waiting],
        ['nginx_connections_accepted', 'counter', accepted],
        ['nginx_connections_handled', 'counter', handled],
        ['nginx_http_requests_total', 'counter', requests],
      ].map(([name, type, value]) => `# TYPE ${name} ${type}\n${name} ${value}\n`);
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(lines.join(''));
    } catch {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end('# TYPE nginx_up gauge\nnginx_up 0\n');
    }
  });
  server.unref();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** Writes the configuration and starts Prometheus through `start` (the run's child manager). */
export async function startPrometheus({ start, bin, dir, port, targets }) {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const job = (name, addresses) =>
    `  - job_name: ${name}\n    static_configs:\n      - targets: [${addresses.map((a) => `'${a}'`).join(', ')}]\n`;
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    `# Written by scripts/lib/prometheus.mjs for one \`npm run scale\`.
global:
  scrape_interval: 1s
  scrape_timeout: 1s
  evaluation_interval: 5s
rule_files:
  - ${RULES_FILE}
scrape_configs:
${Object.entries(targets)
  .map(([name, addresses]) => job(name, addresses))
  .join('')}`,
  );
  const child = start('prometheus', bin, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);
  const url = `http://127.0.0.1:${port}`;
  return { child, url, ready: `${url}/-/ready` };
}

/** The three rules' expressions evaluated now: lines to print, and whether each has a value for `job`. */
export async function reportRules(url, job) {
  const rules = parse(readFileSync(RULES_FILE, 'utf8')).groups.flatMap((group) => group.rules);
  const lines = [];
  let complete = true;
  for (const [what, name, unit] of REPORTED) {
    const { expr } = rules.find((rule) => rule.record === name);
    const answer = await (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`)).json();
    const results = answer.data?.result ?? [];
    const values = results.map(({ metric, value }) => `${metric.job} ${Number(value[1]).toFixed(3)}${unit}`);
    const ofJob = results.find(({ metric }) => metric.job === job);
    if (!ofJob || !Number.isFinite(Number(ofJob.value[1]))) complete = false;
    lines.push(`  ${what.padEnd(22)} ${name.padEnd(40)} ${values.join(', ') || 'no series'}`);
  }
  return { lines, complete };
}
