// The production bundles the deployment scripts (bundle-install, scale, size) run: dist/apps/share-web and
// dist/apps/platform-api, built through Nx unless the script was given --no-build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds both bundles (cached by Nx); exits with the build's status when it fails. */
export function buildBundlesUnless(args) {
  if (args.includes('--no-build')) return;
  const build = spawnSync(
    path.join(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '-p', 'share-web', 'platform-api', '--outputStyle=static'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
