// `npm run new-lib -- probe --type=feature` as a product developer runs it, then `nx lint` and `nx test`
// on what it made. Everything the run made or edited is removed afterwards, whether it passed or not.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(__dirname, '../../../..');
const LIB = path.join(root, 'libs/probe');
/** The workspace files the generator edits besides the library's own folder. */
const EDITED = ['tsconfig.base.json', 'apps/design-storybook/project.json'];
// Under Nx the test runs with FORCE_COLOR set: the children's output is read as plain text.
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0', NO_COLOR: '1' };
const plain = (result: { stdout: string; stderr: string }) => stripVTControlCharacters(result.stdout + result.stderr);

const saved = new Map<string, string>();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

beforeAll(() => {
  // Never remove a library somebody made by hand under this name.
  if (existsSync(LIB)) throw new Error('libs/probe exists already: remove it before running this test');
  for (const file of EDITED) saved.set(file, read(file));
});

afterAll(() => {
  rmSync(LIB, { recursive: true, force: true });
  for (const [file, content] of saved) writeFileSync(path.join(root, file), content);
});

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
