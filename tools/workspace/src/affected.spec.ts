/**
 * Affected is what CI runs: a commit that changes one file reruns the projects whose code or test
 * inputs hold that file, and their dependents, and nothing else. Each row below is a real commit
 * in a throwaway copy of this workspace (its tracked and new files, as they are now), measured with
 * `nx show projects --affected --base=HEAD~1` as CI measures it. The developer's own tree, its git
 * history and its Nx cache are never touched.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
/** The tooling projects that check the whole workspace: any affected project reruns them. */
const TOOLING = ['module-boundaries', 'workspace'];
/** The build plugins' tests read every library's source (tools/vite-plugins/project.json). */
const LIB_SOURCES = ['vite-plugins'];
/** share-web, the designers' Storybook of its stories, the browser tests, the deployment checks of its bundle. */
const SITE = ['design-storybook', 'share-web', 'share-web-e2e', 'deploy-tools'];
/** Who runs the platform API: its own project, the browser tests, both deployment test projects. */
const API = ['platform-api', 'share-web-e2e', 'deploy', 'deploy-tools'];

const TABLE: Array<{ changed: string; affected: string[] }> = [
  { changed: 'libs/live/src/index.ts', affected: ['live', ...SITE, ...TOOLING, ...LIB_SOURCES] },
  { changed: 'libs/live/src/lib/live-rules.ts', affected: ['live', ...SITE, ...TOOLING, ...LIB_SOURCES] },
  // A project in a grouping folder (libs/auth/README.md): the panel's change reaches no feature.
  { changed: 'libs/auth/feature/src/index.ts', affected: ['auth', ...SITE, ...TOOLING, ...LIB_SOURCES] },
  // The server library: the app and what runs it, never the designers' Storybook.
  {
    changed: 'libs/share-web-server/src/index.ts',
    affected: ['share-web-server', 'share-web', 'share-web-e2e', 'deploy-tools', ...TOOLING, ...LIB_SOURCES],
  },
  {
    changed: 'libs/util-format/src/index.ts',
    affected: [
      'util-format',
      ...['auth', 'auth-data-access', 'clue-report', 'community', 'content-detail', 'feed', 'live', 'shell', 'ui'],
      ...['share-web-server', ...API],
      ...SITE,
      ...TOOLING,
      ...LIB_SOURCES,
    ],
  },
  {
    changed: 'libs/util-metrics/src/index.ts',
    affected: ['util-metrics', 'share-web-server', 'share-web', ...API, ...TOOLING, ...LIB_SOURCES],
  },
  // share-web's nginx-agreement and page-cache-key tests and the deploy project's nginx tests read the
  // templates (nx.json: nginxTemplates); deploy-tools renders them into the Kubernetes ConfigMap.
  {
    changed: 'deploy/nginx/templates/00-share-web-maps.conf.template',
    affected: ['share-web', 'share-web-e2e', 'deploy', 'deploy-tools', ...TOOLING],
  },
  {
    changed: 'deploy/nginx/templates/01-share-web-page-query.conf.template',
    affected: ['share-web', 'share-web-e2e', 'deploy', 'deploy-tools', ...TOOLING],
  },
  // platform-api's README test walks the root README against the API started as scripts/lib starts it;
  // module-boundaries' diagram test reads the README too.
  { changed: 'README.md', affected: [...API, ...TOOLING] },
  { changed: 'scripts/lib/site-processes.mjs', affected: [...API, ...TOOLING] },
  // The hostile-input corpora: content-detail's sanitiser test and the browser tests (nx.json: testCorpora).
  { changed: 'tools/corpora/dompurify-expect.mjs', affected: ['content-detail', ...SITE, ...TOOLING] },
  { changed: 'tools/corpora/openredirects.txt', affected: ['content-detail', ...SITE, ...TOOLING] },
  // A page no test reads.
  { changed: 'docs/affected-table-example.md', affected: [] },
];

/** Nothing of the Nx run this test may be part of (its workspace, its task) leaks into the copy's runs. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
Object.assign(env, { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_ISOLATE_PLUGINS: 'false' });

let copy = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, env, encoding: 'utf8' }).trim();

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'affected-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  git('init', '-q', '-b', 'base');
  git('add', '-A');
  git('-c', 'user.name=affected', '-c', 'user.email=affected@example.invalid', 'commit', '-q', '-m', 'base');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Commits a one-line change to `file` on top of the base and lists the projects Nx then calls affected. */
function affectedBy(file: string): string[] {
  git('checkout', '-q', '--detach', 'base');
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  appendFileSync(path.join(copy, file), '\n');
  git('add', '-A');
  git('-c', 'user.name=affected', '-c', 'user.email=affected@example.invalid', 'commit', '-q', '-m', `change ${file}`);
  const output = execFileSync(
    path.join(copy, 'node_modules/.bin/nx'),
    ['show', 'projects', '--affected', '--base=HEAD~1', '--head=HEAD', '--json'],
    { cwd: copy, env, encoding: 'utf8' },
  );
  return (JSON.parse(output) as string[]).sort();
}

it('the table covers every change it names (each file exists in the workspace but the new page)', () => {
  expect(TABLE.filter((row) => !existsSync(path.join(root, row.changed))).map((row) => row.changed)).toEqual([
    'docs/affected-table-example.md',
  ]);
});

it.each(TABLE)('a commit to $changed affects exactly its projects', ({ changed, affected }) => {
  expect(affectedBy(changed)).toEqual([...new Set(affected)].sort());
});
