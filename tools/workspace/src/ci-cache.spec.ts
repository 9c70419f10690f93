/**
 * CI's Nx cache persists only if the workflow keeps the folder Nx really writes. Nx 23 defaults to a
 * per-user folder (`~/.nx/<id>/cache`), so nx.json names the folder and the workflow caches that
 * same path; a second run of unchanged tasks then replays from it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root, throwawayCopy } from '../../../scripts/lib/throwaway-copy.mjs';

interface Step {
  name?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  env?: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const nxJson = JSON.parse(readFileSync(path.join(root, 'nx.json'), 'utf8')) as { cacheDirectory?: string };
const workflow = parse(readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

it('the workflow caches the folder nx.json names as Nx’s cache directory', () => {
  expect(nxJson.cacheDirectory).toBe('.nx/cache');
  const cached = steps.filter((step) => step.uses?.startsWith('actions/cache@')).map((step) => step.with?.path);
  expect(cached).toEqual([nxJson.cacheDirectory]);
  // NX_CACHE_DIRECTORY would override nx.json and send the cache elsewhere.
  const envs = [workflow.env, ...Object.values(workflow.jobs).map((job) => job.env)];
  expect(envs.filter((env) => env && 'NX_CACHE_DIRECTORY' in env)).toEqual([]);
});

it('a second run of unchanged lint and test tasks replays from that folder', () => {
  const copy = throwawayCopy('ci-cache-');
  try {
    const cache = path.join(copy.dir, nxJson.cacheDirectory ?? '');
    const run = () => copy.nx('run-many', '-t', 'lint', 'test', '-p', 'util-format', '--outputStyle=static');
    expect(run()).toMatch(/Cache:\s+0\/2 hit/);
    // One folder per task hash, written where the workflow looks.
    expect(readdirSync(cache).filter((name) => /^\d+$/.test(name))).toHaveLength(2);
    expect(run()).toMatch(/Cache:\s+2\/2 hit/);
    expect(existsSync(path.join(copy.dir, '.nx/cache/run.json'))).toBe(true);
  } finally {
    copy.remove();
  }
});
