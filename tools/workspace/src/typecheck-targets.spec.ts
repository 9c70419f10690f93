/**
 * Every project with TypeScript of its own is type-checked: each tsconfig.json beside a project.json
 * gives its project a `typecheck` target (tools/nx-plugins/checks.cjs). deploy/, at the root and
 * not under apps, libs or tools, had none, and a wrong type in its tests went unseen. The target's
 * executor (tools/nx-plugins/typecheck) checks every project of a run in one process; a wrong type
 * fails the project whose file it is in, with tsc's message. Lint the same way: every project has a
 * `lint` target (tools/nx-plugins/checks.cjs) whose executor lints every project of a run with one
 * ESLint; a lint error fails its own project, with ESLint's message.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { readProjectGraph } from '../../../scripts/lib/project-graph.mjs';
import { root, throwawayCopy } from '../../../scripts/lib/throwaway-copy.mjs';

it('every project with a tsconfig.json has a typecheck target', () => {
  const nodes = Object.entries(readProjectGraph().nodes);
  const withTsconfig = nodes.filter(([, node]) => existsSync(path.join(root, node.data.root, 'tsconfig.json')));
  expect(withTsconfig.map(([name]) => name)).toContain('deploy');
  expect(withTsconfig.filter(([, node]) => !node.data.targets?.['typecheck']).map(([name]) => name)).toEqual([]);
});

it('every project has a lint target by the workspace executor, workspace with the scripts it lints', () => {
  const { nodes } = readProjectGraph();
  const executors = Object.values(nodes).map((node) => node.data.targets?.['lint']?.executor);
  expect(executors.length).toBeGreaterThan(20);
  expect(new Set(executors)).toEqual(new Set(['./tools/nx-plugins:lint']));
  expect(nodes['workspace'].data.targets?.['lint']?.options).toEqual({
    lintFilePatterns: ['.', '../../scripts', '../storybook', '../../*.{mjs,cjs}'],
  });
});

it('a wrong type and a lint error each fail their own project, named with file and line, and no other', () => {
  const copy = throwawayCopy('typecheck-');
  try {
    // auth-data-access imports util-format (the smallest library that does), util-connection does not:
    // neither fails for util-format's errors.
    const typeFile = path.join(copy.dir, 'libs/util-format/src/lib/format-count.ts');
    writeFileSync(typeFile, `${readFileSync(typeFile, 'utf8')}\nexport const wrongType: number = 'ten';\n`);
    const typeLine = readFileSync(typeFile, 'utf8').split('\n').length - 1;
    const lintFile = path.join(copy.dir, 'libs/util-format/src/lib/format-clock.ts');
    writeFileSync(lintFile, `${readFileSync(lintFile, 'utf8')}\nexport function probe(): void {\n  debugger;\n}\n`);
    const lintLine = readFileSync(lintFile, 'utf8').split('\n').length - 2;
    let output = '';
    let failed = false;
    try {
      copy.nx(
        'run-many',
        '-t',
        'typecheck',
        'lint',
        '-p',
        'util-format',
        'util-connection',
        'auth-data-access',
        '--outputStyle=static',
      );
    } catch (error) {
      failed = true;
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      output = stripVTControlCharacters(`${stdout}${stderr}`);
    }
    expect(failed).toBe(true);
    expect(output).toContain(
      `libs/util-format/src/lib/format-count.ts:${typeLine}:14 - error TS2322: Type 'string' is not assignable to type 'number'.`,
    );
    expect(output).toContain('Found 1 error in 1 file.');
    expect(output).toContain(`${lintFile}\n  ${lintLine}:3  error  Unexpected 'debugger' statement  no-debugger`);
    expect(
      output
        .slice(output.indexOf('Failed tasks:'))
        .match(/- \S+:(typecheck|lint)/g)
        ?.sort(),
    ).toEqual(['- util-format:lint', '- util-format:typecheck']);
  } finally {
    copy.remove();
  }
}, 180_000);
