/**
 * Every project with TypeScript of its own is type-checked: each tsconfig.json beside a project.json
 * gives its project a `typecheck` target (tools/nx-plugins/typecheck.cjs). deploy/, at the root and
 * not under apps, libs or tools, had none, and a wrong type in its tests went unseen.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readProjectGraph } from '../../../scripts/lib/project-graph.mjs';
import { root } from './throwaway-copy';

it('every project with a tsconfig.json has a typecheck target', () => {
  const nodes = Object.entries(readProjectGraph().nodes);
  const withTsconfig = nodes.filter(([, node]) => existsSync(path.join(root, node.data.root, 'tsconfig.json')));
  expect(withTsconfig.map(([name]) => name)).toContain('deploy');
  expect(withTsconfig.filter(([, node]) => !node.data.targets?.['typecheck']).map(([name]) => name)).toEqual([]);
});
