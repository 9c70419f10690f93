// `npm run new-lib -- probe --type=feature` as a product developer runs it, then `nx lint` and `nx test`
// on what it made, Prettier and the README diagram's test; then `npm run remove-lib -- probe` leaves
// `git status` as it was. All of it in a throwaway copy of the workspace: the developer's tree (and
// the README and tsconfig.base.json other projects' tests read meanwhile) is never edited.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { env as copyEnv, throwawayCopy, type ThrowawayCopy } from '../../../../scripts/lib/throwaway-copy.mjs';

/** The workspace files the generator edits besides the library's own folder. */
const EDITED = ['tsconfig.base.json', 'apps/design-storybook/project.json', 'README.md'];
// Under Nx the test runs with FORCE_COLOR set: the children's output is read as plain text.
const env = { ...copyEnv, FORCE_COLOR: '0', NO_COLOR: '1' };
const plain = (result: { stdout: string; stderr: string }) => stripVTControlCharacters(result.stdout + result.stderr);

let copy: ThrowawayCopy;
let root = '';
let LIB = '';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' }).stdout;
let statusBefore = '';

beforeAll(() => {
  copy = throwawayCopy('new-lib-');
  root = copy.dir;
  LIB = path.join(root, 'libs/probe');
  statusBefore = gitStatus();
});

afterAll(() => copy?.remove());

it('makes libs/probe, tagged and wired, whose lint and tests pass', () => {
  const made = spawnSync('npm', ['run', 'new-lib', '--', 'probe', '--type=feature'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect({ status: made.status, output: plain(made) }).toEqual({
    status: 0,
    output: expect.stringContaining('CREATE libs/probe/project.json'),
  });

  expect(JSON.parse(read('libs/probe/project.json'))).toMatchObject({
    name: 'probe',
    tags: ['type:feature', 'scope:share-web'],
  });
  for (const file of [
    'README.md',
    'jest.config.cjs',
    'src/index.ts',
    'src/lib/probe/probe.tsx',
    'src/lib/probe/probe.stories.tsx',
    'src/lib/probe/probe.spec.tsx',
    'jest.setup.ts',
  ]) {
    expect(existsSync(path.join(LIB, file))).toBe(true);
  }
  expect(read('libs/probe/README.md')).toContain('`libs/probe` · type:feature, scope:share-web');
  expect(JSON.parse(read('tsconfig.base.json')).compilerOptions.paths['@share/probe']).toEqual([
    'libs/probe/src/index.ts',
  ]);
  expect(JSON.parse(read('apps/design-storybook/project.json')).implicitDependencies).toContain('probe');
  // Named after the library once: Storybook's prefix (the library) and the component, probe/Probe.
  expect(read('libs/probe/src/lib/probe/probe.stories.tsx')).toContain("title: 'Probe',");
  // The other paths keep their layout: the new line, and a comma after the one before it.
  const pathsDiff = spawnSync('git', ['diff', '--numstat', '--', 'tsconfig.base.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(pathsDiff.stdout.trim().split(/\s+/).slice(0, 2)).toEqual(['2', '1']);

  const prettier = spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--check', 'libs/probe', ...EDITED], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect({ status: prettier.status, output: plain(prettier) }).toMatchObject({ status: 0 });
  const diagram = spawnSync(
    path.join(root, 'node_modules/.bin/jest'),
    ['-c', 'tools/module-boundaries/jest.config.cjs', 'dependency-diagram'],
    { cwd: root, env, encoding: 'utf8' },
  );
  expect({ status: diagram.status, output: plain(diagram) }).toMatchObject({ status: 0 });
  expect(read('README.md')).toContain('probe --> ui');

  const checked = spawnSync(
    path.join(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'lint', 'test', '-p', 'probe', '--skip-nx-cache', '--outputStyle=static'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  expect({ status: checked.status, output: plain(checked) }).toEqual({
    status: 0,
    output: expect.stringContaining('Successfully ran targets lint, test for project probe'),
  });
});

it('remove-lib takes away what new-lib made: git status is as before', () => {
  const removed = spawnSync('npm', ['run', 'remove-lib', '--', 'probe'], { cwd: root, env, encoding: 'utf8' });
  expect({ status: removed.status, output: plain(removed) }).toEqual({
    status: 0,
    output: expect.stringContaining('DELETE libs/probe'),
  });
  expect(gitStatus()).toBe(statusBefore);
});
