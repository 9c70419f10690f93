// A throwaway copy of this workspace (its tracked and new files, as they are now, `node_modules`
// linked) in the system's temporary folder, committed as branch `base`. Tests run Nx and the
// workspace's commands there as CI and a developer run them, so the developer's own tree, its git
// history and its Nx cache are never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Nothing of the Nx run a test may be part of (its workspace, its task, its cache folder) leaks in. */
export const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_'))),
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  NX_ISOLATE_PLUGINS: 'false',
};

/** Copies the workspace into a new temporary folder named after `prefix`. */
export function throwawayCopy(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=workspace', '-c', 'user.email=workspace@example.invalid', ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
    }).trim();
  git('init', '-q', '-b', 'base');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  return {
    dir,
    git,
    nx: (...args) => execFileSync(path.join(dir, 'node_modules/.bin/nx'), args, { cwd: dir, env, encoding: 'utf8' }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
