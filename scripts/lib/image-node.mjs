// The Node the images run, as the apps' Dockerfiles and CI's setup-node take it: `.nvmrc`, the one
// source. Whatever Node runs a script, the registry's node package of that version (`npx -y
// node@24.18.1`, from npm's cache once fetched) runs what must run as the images run it: the bundle
// install's npm and servers, the bench's site.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OneLineError } from './children.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * 24.18.1, not a later 24: from 24.19 an addon compiled against Node's headers that still wraps
 * objects with node::ObjectWrap, as better-sqlite3 12 does, aborts when the garbage collector frees
 * one of its statements (nodejs/node#65446: "Assertion failed: (env) != nullptr" in
 * RemoveEnvironmentCleanupHook; the reference API died so on its first start here). better-sqlite3 13
 * (Node-API) lifts this pin.
 */
export const IMAGE_NODE_VERSION = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

/**
 * The images' Node: its binary, version and ABI. This process's own when it is that version; else
 * the registry's package, asked for from `cwd` (outside the workspace where `npm ci` may be writing
 * its node_modules). Throws one line when the registry cannot be reached the first time.
 */
export function imageNode(cwd) {
  if (process.version === `v${IMAGE_NODE_VERSION}`)
    return { execPath: process.execPath, version: process.version, abi: process.versions.modules };
  const probe = spawnSync(
    'npx',
    [
      '-y',
      `node@${IMAGE_NODE_VERSION}`,
      '-p',
      'JSON.stringify([process.execPath, process.version, process.versions.modules])',
    ],
    { cwd, encoding: 'utf8' },
  );
  if (probe.status !== 0)
    throw new OneLineError(
      `Node ${IMAGE_NODE_VERSION} is not available (npx -y node@${IMAGE_NODE_VERSION} failed): it needs the npm registry once`,
    );
  const [execPath, version, abi] = JSON.parse(probe.stdout.trim().split('\n').pop());
  return { execPath, version, abi };
}
