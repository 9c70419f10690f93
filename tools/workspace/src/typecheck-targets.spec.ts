/**
 * Every project with TypeScript of its own is type-checked: each tsconfig.json beside a project.json
 * gives its project a `typecheck` target (tools/nx-plugins/typecheck.cjs). deploy/, at the root and
 * not under apps, libs or tools, had none, and a wrong type in its tests went unseen. The target's
 * executor (tools/nx-plugins/typecheck) checks every project of a run in one process; a wrong type
 * fails the project whose file it is in, with tsc's message.
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

it('a wrong type fails its own project, named with its file and line, and no other', () => {
  const copy = throwawayCopy('typecheck-');
  try {
    // ui imports util-format, util-connection does not: neither fails for util-format's error.
    const file = path.join(copy.dir, 'libs/util-format/src/lib/format-count.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nexport const wrongType: number = 'ten';\n`);
    let output = '';
    let failed = false;
    try {
      copy.nx('run-many', '-t', 'typecheck', '-p', 'util-format', 'util-connection', 'ui', '--outputStyle=static');
    } catch (error) {
      failed = true;
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      output = stripVTControlCharacters(`${stdout}${stderr}`);
    }
    expect(failed).toBe(true);
    const lines = readFileSync(file, 'utf8').split('\n').length - 1;
    expect(output).toContain(
      `libs/util-format/src/lib/format-count.ts:${lines}:14 - error TS2322: Type 'string' is not assignable to type 'number'.`,
    );
    expect(output).toContain('Found 1 error in 1 file.');
    expect(output.slice(output.indexOf('Failed tasks:')).match(/- \S+:typecheck/g)).toEqual([
      '- util-format:typecheck',
    ]);
  } finally {
    copy.remove();
  }
}, 120_000);
