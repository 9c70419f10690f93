/**
 * The route manifest the browser loads (React Router writes it as build/client/assets/manifest-*.js,
 * window.__reactRouterManifest = …), without what only the server reads. Each route lists every
 * chunk its module imports (`imports`), for the modulepreload links <Scripts> renders on the server
 * (which has its own copy of the manifest) and for <Link prefetch>, which the site does not use; in
 * the browser the route modules import their chunks themselves. Those lists were half the file:
 * 24.1 KB, 1.7 KB gzip in every page's first load; 12.1 KB and 1.35 KB without them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'window.__reactRouterManifest=';
const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;

interface ManifestEntry {
  imports?: string[];
  css?: string[];
  [key: string]: unknown;
}
interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
  [key: string]: unknown;
}

/**
 * One entry without its chunk list, without its stylesheets when it has none, and without the route
 * flags that are false (hasAction, hasClientLoader…: the router tests each for truth, and an absent
 * flag is as false; 12.1 -> 9.4 KB, 1.35 -> 1.28 KB gzip).
 */
function trimEntry(entry: ManifestEntry): ManifestEntry {
  const trimmed = Object.fromEntries(
    Object.entries(entry).filter(([key, value]) => !(/^has[A-Z]/.test(key) && value === false)),
  ) as ManifestEntry;
  delete trimmed.imports;
  if (!trimmed.css?.length) delete trimmed.css;
  return trimmed;
}

/** The manifest file's source without the chunk lists; null when it is not React Router's manifest. */
export function trimBrowserManifest(source: string): string | null {
  if (!source.startsWith(PREFIX)) return null;
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, '')) as BrowserManifest;
  const routes = Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, trimEntry(route)]));
  return `${PREFIX}${JSON.stringify({ ...manifest, entry: trimEntry(manifest.entry), routes })};`;
}

/**
 * Rewrites the browser's route manifest once the server build, which writes it, is done. Its name
 * stays (its hash is of the whole manifest, of which the trimmed one is a function).
 */
export function browserRouteManifest(): Plugin {
  let assetsDir = '';
  return {
    name: 'share-web:browser-route-manifest',
    // The server build only: it writes the manifest.
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    configResolved(config) {
      // React Router's server build writes to build/server; the browser's files are in build/client.
      assetsDir = path.resolve(config.build.outDir, '../client', config.build.assetsDir);
    },
    writeBundle() {
      const files = readdirSync(assetsDir).filter((name) => MANIFEST_FILE.test(name));
      let trimmed = 0;
      for (const name of files) {
        const file = path.join(assetsDir, name);
        const source = trimBrowserManifest(readFileSync(file, 'utf8'));
        if (source === null) continue;
        writeFileSync(file, source);
        trimmed += 1;
      }
      if (trimmed !== 1)
        throw new Error(
          `share-web:browser-route-manifest: expected one route manifest in ${assetsDir}, found ${trimmed}`,
        );
    },
  };
}
