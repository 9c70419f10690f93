/**
 * Affected is what CI runs: a commit that changes one file reruns the projects whose code or test
 * inputs hold that file, and their dependents, and nothing else. Each row below is a real commit
 * in a throwaway copy of this workspace (its tracked and new files, as they are now), measured with
 * `nx show projects --affected --base=HEAD~1` as CI measures it. The developer's own tree, its git
 * history and its Nx cache are never touched.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, throwawayCopy, type ThrowawayCopy } from '../../../scripts/lib/throwaway-copy.mjs';
/** The tooling projects that check the whole workspace: any affected project reruns them. */
const TOOLING = ['module-boundaries', 'workspace'];
/** The build plugins' tests read every library's source (tools/vite-plugins/project.json). */
const LIB_SOURCES = ['vite-plugins'];
/**
 * share-web, the designers' Storybook of its stories, the browser tests, and the deployment checks of
 * its bundle and of nginx in front of its build (tools/deploy/project.json); not the deploy project,
 * whose nginx tests run stubs.
 */
const SITE = ['design-storybook', 'share-web', 'share-web-e2e', 'deploy-tools'];
/** Who runs the platform API: its own project, the browser tests, both deployment test projects, the README's walk. */
const API = ['platform-api', 'share-web-e2e', 'deploy', 'deploy-tools', 'docs'];

/** A lockfile bump of one package: qrcode 1.5.4 -> 1.5.5, as `npm install qrcode@1.5.5` writes it. */
const bumpQrcode = (text: string) => text.replace(/("node_modules\/qrcode": \{\n\s+"version": )"1\.5\.4"/, '$1"1.5.5"');

const TABLE: Array<{ changed: string; affected: string[]; edit?: (text: string) => string }> = [
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
  // The README's checks live in the leaf docs project (tools/docs), so a README edit reruns neither the
  // browser tests nor the deployment's; module-boundaries' diagram test reads the README too.
  { changed: 'README.md', affected: ['docs', 'module-boundaries'] },
  { changed: 'scripts/lib/site-processes.mjs', affected: [...API, ...TOOLING] },
  // The project graph's reader: the README diagram's test, the generator's (which redraws it) and the
  // workspace's target checks (nx.json: projectGraph); deploy-tools' tests take every scripts/lib module.
  { changed: 'scripts/lib/project-graph.mjs', affected: ['generators', 'deploy-tools', ...TOOLING] },
  // The hostile-input corpora: content-detail's sanitiser test and the browser tests (nx.json: testCorpora).
  { changed: 'tools/corpora/dompurify-expect.mjs', affected: ['content-detail', ...SITE, ...TOOLING] },
  { changed: 'tools/corpora/openredirects.txt', affected: ['content-detail', ...SITE, ...TOOLING] },
  // A docs page: the docs check (its links, its place in the README).
  { changed: 'docs/affected-table-example.md', affected: ['docs', 'module-boundaries'] },
  // nx.json: projectsAffectedByDependencyUpdates "auto": a bump reaches the package's users only (the
  // server library and the shell's desktop story) and what depends on them. The bundles' builds name
  // their packages (externalDependencies), not the lockfile, so platform-api and what runs it stay out.
  {
    changed: 'package-lock.json',
    edit: bumpQrcode,
    affected: ['share-web-server', 'shell', ...SITE, ...TOOLING],
  },
];

let copy: ThrowawayCopy;

beforeAll(() => {
  copy = throwawayCopy('affected-');
});

afterAll(() => copy?.remove());

/** Commits a change to `file` (a new line, or `edit`) on top of the base and lists the projects Nx then calls affected. */
function affectedBy(file: string, edit?: (text: string) => string): string[] {
  copy.git('checkout', '-q', '--detach', 'base');
  const target = path.join(copy.dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  if (edit) {
    const before = readFileSync(target, 'utf8');
    writeFileSync(target, edit(before));
    expect(readFileSync(target, 'utf8')).not.toBe(before);
  } else appendFileSync(target, '\n');
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

it.each(TABLE)('a commit to $changed affects exactly its projects', ({ changed, affected, edit }) => {
  expect(affectedBy(changed, edit)).toEqual([...new Set(affected)].sort());
});
