// Builds the site's service worker with Workbox after `react-router build` (spec §4, §9: path and
// scope /davmu/share/). It precaches the shell (the build's hashed assets, with revisions, and the
// offline page), takes pages network first with a short timeout and keeps the visited ones, keeps
// images cache first with expiry, and answers the offline page for a page never visited. A new
// release takes over at once (skipWaiting, clientsClaim) and drops the old precache, so no stale
// shell is served after a deploy. Never stored: API calls (reads and writes), previews, the desktop
// page, and any response marked Cache-Control private or no-store (logged-in visitors' HTML). Frame
// navigations (the desktop page's phone frame) are left to the browser: fetched by the worker they
// would reach the server with Sec-Fetch-Dest "empty" instead of "iframe", and a desktop agent's frame
// would be redirected to the desktop page inside itself. A redirect is never kept nor served from the
// cache: only a 200 is stored.
import path from 'node:path';
import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(appDir, 'build/client');
const BASE = '/davmu/share';
const swDest = path.join(clientDir, 'sw.js');

const { count, size, warnings } = await generateSW({
  swDest,
  globDirectory: clientDir,
  globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.css'],
  // hls.js (about 150 KB compressed) is loaded only when a live HLS stream plays: it is cached when
  // used (below), not downloaded in the background by every visitor's first visit.
  globIgnores: ['assets/hls-*.js'],
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
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        request.destination === 'document' &&
        url.origin === self.location.origin &&
        url.pathname.startsWith('/davmu/share/') &&
        !url.pathname.startsWith('/davmu/share/pc') &&
        !/\/preview-[^/]*\//.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'share-web-pages',
        networkTimeoutSeconds: 3,
        expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
        precacheFallback: { fallbackURL: `${BASE}/offline.html` },
        plugins: [
          {
            // Only a public 200 is kept: logged-in and preview HTML come with private, no-store.
            cacheWillUpdate: async ({ response }) =>
              response && response.status === 200 && !response.redirected && !/private|no-store/i.test(response.headers.get('Cache-Control') || '')
                ? response
                : null,
          },
        ],
      },
    },
    {
      // Hashed assets that are not precached (hls.js): cache first once fetched.
      urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/davmu/share/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'share-web-lazy-assets', expiration: { maxEntries: 20 } },
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

// The hand-written worker of earlier releases kept its assets in this cache: drop it.
await appendFile(
  swDest,
  "\nself.addEventListener('activate',function(e){e.waitUntil(caches.delete('share-web-assets-v1'))});\n",
);

if (warnings.length > 0) {
  for (const warning of warnings) console.error(`[service worker] ${warning}`);
  process.exit(1);
}
console.log(`[service worker] ${path.relative(appDir, swDest)}: ${count} files precached (${Math.round(size / 1024)} KB)`);
