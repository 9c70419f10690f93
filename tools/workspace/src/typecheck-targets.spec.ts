/**
 * Every project with TypeScript of its own is type-checked: each tsconfig.json beside a project.json
 * gives its project a `typecheck` target (tools/nx-plugins/typecheck.cjs). deploy/, at the root and
 * not under apps, libs or tools, had none, and a wrong type in its tests went unseen.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './throwaway-copy';

interface GraphFile {
  graph: { nodes: Record<string, { data: { root: string; targets?: Record<string, unknown> } }> };
}

/** The project graph as `nx graph --file` writes it (one graph computation for every project). */
function projectGraph(): GraphFile['graph'] {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-graph-'));
  try {
    const file = path.join(dir, 'graph.json');
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    return (JSON.parse(readFileSync(file, 'utf8')) as GraphFile).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('every project with a tsconfig.json has a typecheck target', () => {
  const nodes = Object.entries(projectGraph().nodes);
  const withTsconfig = nodes.filter(([, node]) => existsSync(path.join(root, node.data.root, 'tsconfig.json')));
  expect(withTsconfig.map(([name]) => name)).toContain('deploy');
  expect(withTsconfig.filter(([, node]) => !node.data.targets?.['typecheck']).map(([name]) => name)).toEqual([]);
});
