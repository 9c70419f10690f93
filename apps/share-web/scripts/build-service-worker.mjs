// Builds the site's service worker with Workbox after `react-router build` (spec §4, §9: path and
// scope /davmu/share/). It precaches the shell (the entry, the root route and what they import, the
// route manifest: code every page loads, so its install is served from the HTTP cache the first
// page filled) and the offline page; the pages' own code is kept cache first as pages fetch it.
// Precaching every chunk of the build downloaded every other page's code in the background of a
// first visit, on any connection (spec §4 skips even link prefetch on 2g or with data saver): 97
// script requests and 223.4 KB brotli for a first visit to an article, 29 and 162.1 KB without. It
// takes pages network first with a short timeout and keeps the visited ones, keeps images cache
// first with expiry, and answers the offline page for a page never visited. A new
// release takes over at once (skipWaiting, clientsClaim) and drops the old precache, so no stale
// shell is served after a deploy. Never stored: API calls (reads and writes; the site's own under
// /davmu/share/api/, a visitor's viewer state, is a fetch, not a navigation, so no route takes it),
// previews, the desktop page, and any response marked Cache-Control private or no-store. Frame
// navigations (the desktop page's phone frame) are left to the browser: fetched by the worker they
// would reach the server with Sec-Fetch-Dest "empty" instead of "iframe", and a desktop agent's frame
// would be redirected to the desktop page inside itself. A redirect is never kept nor served from the
// cache: only a 200 is stored.
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(appDir, 'build/client');
const BASE = '/davmu/share';
const swDest = path.join(clientDir, 'sw.js');

/**
 * The shell's files (paths under build/client): the browser entry and the root route's module with
 * every chunk they import statically (the framework, the app's services), from Vite's manifest, and
 * React Router's route manifest.
 */
function shellFiles() {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`[service worker] no Vite manifest at ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const roots = Object.keys(manifest).filter(
    (key) => key === 'app/entry.client.tsx' || key.startsWith('app/root.tsx?'),
  );
  if (roots.length !== 2)
    throw new Error(
      `[service worker] the entry and the root route not found in the Vite manifest (${roots.join(', ')})`,
    );
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const routeManifest = readdirSync(path.join(clientDir, 'assets')).filter((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (routeManifest.length !== 1)
    throw new Error(`[service worker] expected one route manifest in assets/, found ${routeManifest.length}`);
  files.add(`assets/${routeManifest[0]}`);
  return [...files];
}

/**
 * The pages the worker keeps for reading offline, and the answers it keeps: a function of its own, so
 * that the route below and the first visit's page (keepOpenPages) follow one rule. Workbox copies a
 * route's urlPattern by its source, so both are written into the worker, where the route calls them.
 */
function isKeptPage(url) {
  return (
    url.origin === self.location.origin &&
    url.pathname.startsWith('/davmu/share/') &&
    !url.pathname.startsWith('/davmu/share/pc') &&
    !/\/preview-[^/]*\//.test(url.pathname)
  );
}
function isKeptAnswer(response) {
  return (
    response.status === 200 &&
    !response.redirected &&
    !/private|no-store/i.test(response.headers.get('Cache-Control') || '')
  );
}

/**
 * Issue 53: the page of a first visit was not readable offline, since the worker installs during
 * that visit and keeps only the navigations it sees afterwards. On activation it fetches the page of
 * each open tab it does not have yet into the pages' cache, with the scripts and styles that page
 * lists (its own code, which the precache leaves out), so that a reload offline both shows and runs
 * it. Workbox's expiration never sees these entries: each cache is cut back to its bound here, oldest
 * first (a cache lists its entries in the order they were put).
 */
async function keepOpenPages() {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pages = await caches.open(PAGE_CACHE);
  const assets = await caches.open(ASSET_CACHE);
  for (const tab of tabs) {
    const url = new URL(tab.url);
    url.hash = '';
    if (tab.frameType !== 'top-level' || !isKeptPage(url) || (await pages.match(url.href))) continue;
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (!isKeptAnswer(response)) continue;
    const html = await response.clone().text();
    await pages.put(url.href, response);
    for (const asset of new Set(html.match(/\/davmu\/share\/assets\/[\w.-]+\.(?:js|css)/g) || [])) {
      // One asset that fails (a release replaced it meanwhile) leaves the others and the page kept.
      if (!(await caches.match(asset))) await assets.add(asset).catch(() => undefined);
    }
  }
  for (const [cache, bound] of [
    [pages, PAGE_CACHE_MAX],
    [assets, ASSET_CACHE_MAX],
  ]) {
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - bound))) await cache.delete(key);
  }
}

const PAGE_CACHE = 'share-web-pages';
const PAGE_CACHE_MAX = 60;
const ASSET_CACHE = 'share-web-lazy-assets';
const ASSET_CACHE_MAX = 150;

const { count, size, warnings } = await generateSW({
  swDest,
  globDirectory: clientDir,
  // Each file a pattern of its own (hashed names hold no glob characters).
  globPatterns: [...shellFiles(), 'offline.html', 'offline.css'],
  // Hashed names change with their content: no cache-busting query needed.
  dontCacheBustURLsMatching: /^assets\//,
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  cacheId: 'share-web',
  runtimeCaching: [
    {
      // Tracking beacons (POST /tracker/log, spec §7): sent by the worker itself. Left to the browser's
      // fallback, a beacon sent while its page unloads (read_finish on pagehide) was lost about one time
      // in two; the worker's own fetch outlives the page.
      urlPattern: ({ url }) => url.pathname === '/tracker/log',
      method: 'POST',
      handler: 'NetworkOnly',
    },
    {
      // Pages of the site, except previews, the desktop page and frames: network first, 3 s at most.
      // isKeptPage and isKeptAnswer are written into the worker (below), where these run.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && request.destination === 'document' && isKeptPage(url),
      handler: 'NetworkFirst',
      options: {
        cacheName: PAGE_CACHE,
        networkTimeoutSeconds: 3,
        expiration: { maxEntries: PAGE_CACHE_MAX, maxAgeSeconds: 7 * 24 * 3600 },
        // Pages vary on User-Agent and Cookie, which a navigation's request shows the worker and the
        // worker's own fetch (keepOpenPages) does not: matched by them, the first visit's page was
        // never found. One device, one agent; a page that differs by its cookie (a session) is private.
        matchOptions: { ignoreVary: true },
        precacheFallback: { fallbackURL: `${BASE}/offline.html` },
        plugins: [
          {
            // Only a public 200 is kept: logged-in and preview HTML come with private, no-store.
            cacheWillUpdate: async ({ response }) => (response && isKeptAnswer(response) ? response : null),
          },
        ],
      },
    },
    {
      // Hashed assets that are not precached (the pages' own code, code loaded on demand, hls.js):
      // cache first once fetched. A name changes with its content, so an entry never goes stale;
      // those of earlier releases age out.
      urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/davmu/share/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: ASSET_CACHE, expiration: { maxEntries: ASSET_CACHE_MAX, maxAgeSeconds: 30 * 24 * 3600 } },
    },
    {
      // Images (covers, avatars, galleries): cache first, a month, 200 at most.
      urlPattern: ({ request }) => request.destination === 'image',
      handler: 'CacheFirst',
      options: {
        cacheName: 'share-web-images',
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ],
});

// The hand-written worker of earlier releases kept its assets in this cache: drop it. Then the rules and
// the first visit's page (keepOpenPages; a failure is only logged, spec §8).
await appendFile(
  swDest,
  "\nself.addEventListener('activate',function(e){e.waitUntil(caches.delete('share-web-assets-v1'))});\n" +
    [
      `const PAGE_CACHE = ${JSON.stringify(PAGE_CACHE)}, PAGE_CACHE_MAX = ${PAGE_CACHE_MAX};`,
      `const ASSET_CACHE = ${JSON.stringify(ASSET_CACHE)}, ASSET_CACHE_MAX = ${ASSET_CACHE_MAX};`,
      isKeptPage,
      isKeptAnswer,
      keepOpenPages,
      "self.addEventListener('activate', (event) => event.waitUntil(keepOpenPages().catch((error) => " +
        "console.warn('[service worker] keeping the open pages failed', error))));",
    ].join('\n') +
    '\n',
);

if (warnings.length > 0) {
  for (const warning of warnings) console.error(`[service worker] ${warning}`);
  process.exit(1);
}
console.log(
  `[service worker] ${path.relative(appDir, swDest)}: ${count} files precached (${Math.round(size / 1024)} KB)`,
);
