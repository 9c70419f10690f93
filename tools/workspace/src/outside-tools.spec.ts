/**
 * A test that needs an outside tool checks for it first: a missing one fails at once with one line
 * naming the tool and the script that installs it (scripts/lib/outside-tools.mjs), never a hang.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { MissingToolError, requireTool } from '../../../scripts/lib/outside-tools.mjs';
import { env, root } from '../../../scripts/lib/throwaway-copy.mjs';

it('names a missing tool and the script that installs it, in one line', () => {
  expect(() => requireTool('nginx', { NGINX: '/nonexistent/nginx' })).toThrow(
    new MissingToolError(
      'nginx not found at /nonexistent/nginx: install it with `bash scripts/ensure-prerequisites.sh nginx` ' +
        'or set NGINX to its path',
    ),
  );
  expect(() => requireTool('chromium-headless-shell', { CHROME_HEADLESS_SHELL: '/nonexistent/shell' })).toThrow(
    'chromium-headless-shell not found at /nonexistent/shell: install it with ' +
      '`bash scripts/ensure-prerequisites.sh chromium` or set CHROME_HEADLESS_SHELL to its path',
  );
  expect(() => requireTool('bwrap', { PATH: '/nonexistent' })).toThrow(
    'bwrap not found on PATH: install it with `bash scripts/ensure-prerequisites.sh bubblewrap`',
  );
});

/** Runs `command` with NGINX pointing nowhere; its exit status, what it printed and how long it took. */
function withoutNginx(command: string, args: string[], timeout: number) {
  const started = Date.now();
  try {
    execFileSync(command, args, {
      cwd: root,
      env: { ...env, NGINX: '/nonexistent/nginx' },
      encoding: 'utf8',
      stdio: 'pipe',
      timeout,
    });
    return { status: 0, output: '', ms: Date.now() - started };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; status: number | null };
    return { status: failed.status, output: failed.stdout + failed.stderr, ms: Date.now() - started };
  }
}

const NO_NGINX = 'nginx not found at /nonexistent/nginx: install it with `bash scripts/ensure-prerequisites.sh nginx`';

it('the deploy tests without nginx fail within 5 s with that line', () => {
  const run = withoutNginx(path.join(root, 'node_modules/.bin/jest'), ['-c', 'deploy/jest.config.cjs'], 30_000);
  expect(run.output).toContain(NO_NGINX);
  expect(run.status).toBe(1);
  expect(run.ms).toBeLessThan(5_000);
});

// The command as written: deploy's test depends on no build (the suites that need the site's build
// are deploy-tools'), so nothing runs before the check. Nx's own start (the project graph) comes on
// top: about 5 s on a quiet machine, up to 30 s on a busy one, so only the Jest run above is timed.
it('`NGINX=/nonexistent/nginx npx nx test deploy` fails naming nginx', () => {
  const nx = path.join(root, 'node_modules/.bin/nx');
  const run = withoutNginx(nx, ['test', 'deploy', '--skip-nx-cache', '--outputStyle=static'], 90_000);
  expect(run.output).toContain(NO_NGINX);
  // Nx's summary names the tasks a target waited for ("… and 1 task it depends on failed"): none.
  expect(stripVTControlCharacters(run.output)).toContain('Running target test for project deploy failed');
  expect(run.status).toBe(1);
});
