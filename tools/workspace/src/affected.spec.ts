/**
 * Affected is what CI runs: a commit that changes one file reruns the projects whose code or test
 * inputs hold that file, and their dependents, and nothing else. Each row below is a real commit
 * in a throwaway copy of this workspace (its tracked and new files, as they are now), measured with
 * `nx show projects --affected --base=HEAD~1` as CI measures it. The developer's own tree, its git
 * history and its Nx cache are never touched.
 */
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { root, throwawayCopy, type ThrowawayCopy } from './throwaway-copy';
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

let copy: ThrowawayCopy;

beforeAll(() => {
  copy = throwawayCopy('affected-');
});

afterAll(() => copy?.remove());

/** Commits a one-line change to `file` on top of the base and lists the projects Nx then calls affected. */
function affectedBy(file: string): string[] {
  copy.git('checkout', '-q', '--detach', 'base');
  mkdirSync(path.dirname(path.join(copy.dir, file)), { recursive: true });
  appendFileSync(path.join(copy.dir, file), '\n');
  copy.git('add', '-A');
  copy.git('commit', '-q', '-m', `change ${file}`);
  const output = copy.nx('show', 'projects', '--affected', '--base=HEAD~1', '--head=HEAD', '--json');
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
