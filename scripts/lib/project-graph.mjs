// The workspace's project graph as `nx graph --file` writes it: one graph computation for every
// project, without the daemon. The README's dependency diagram (tools/module-boundaries) and the
// workspace's checks of every project's targets (tools/workspace) read it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The `graph` of `nx graph --file`: its nodes (each project's data) and its dependencies. */
export function readProjectGraph() {
  const dir = mkdtempSync(path.join(tmpdir(), 'project-graph-'));
  try {
    const file = path.join(dir, 'graph.json');
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    return JSON.parse(readFileSync(file, 'utf8')).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
