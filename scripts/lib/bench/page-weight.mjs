// What a page weighs for a phone on its first load, as the bench measures it (scripts/bench.mjs's
// header): the gzip bytes of the JavaScript it loads before it is interactive, the framework's part
// of them, and its HTML with the hydration data in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WECHAT_UA as MOBILE_UA } from '../main-thread.mjs';

/**
 * React DOM's client marks the container it renders into with this key: one of the framework chunks
 * holds it, whatever their names and hashes (a check that the names below still mean the framework).
 */
export const REACT_DOM_MARKER = '__reactContainer$';
/**
 * The framework chunks (React with React DOM, React Router, styled-components: three chunks so the
 * page's loader evaluates each in a task of its own), as tools/vite-plugins/src/lib/chunks.ts names them.
 */
const FRAMEWORK_CHUNK = /^framework-[\w-]+\.js$/;

/**
 * The chunks a page may load on demand while it hydrates, which the issue lets wait: the tracking runtime and
 * the WeChat share setup (their providers import them from effects), the api client's HTTP client, endpoint
 * calls, named calls and endpoint table (browser-calls.ts: the page's first call loads them, the session's
 * start-up, from an effect), the session's flows (auth-flows.ts: the start-up itself, which the session's
 * provider runs from an effect) and the app info's parser (the start-up's second call). By the source of
 * their dynamic entry in Vite's manifest, or, for a dynamic entry that shares modules with other chunks (Vite
 * then keys it by its chunk's name, '_name-hash.js'), by a chunk name that is the module's, as the browser
 * tests' chunkOf finds them.
 */
const ON_DEMAND_RUNTIMES = [
  'libs/tracking/src/lib/tracking-runtime.ts',
  'libs/wx-share/src/lib/wx-share-runtime.ts',
  'libs/api-client/src/lib/browser-calls.ts',
  'libs/api-client/src/lib/app-info-content.ts',
  'libs/auth/data-access/src/lib/auth-flows.ts',
];

/** The file names of the on-demand runtimes' chunks in the browser build at `clientDir`. */
export function onDemandRuntimeFiles(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const isRuntime = (key, chunk) =>
    ON_DEMAND_RUNTIMES.some(
      (module) =>
        key.endsWith(module) || (key.startsWith('_') && chunk.name === path.basename(module).replace(/\.tsx?$/, '')),
    );
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && isRuntime(key, chunk))
      .map(([, chunk]) => path.basename(chunk.file)),
  );
}

/**
 * An init script: requestIdleCallback's callbacks wait until html[data-hydrated] is set, and the
 * moment it is set is kept (window.__benchHydratedAt).
 */
function idleAfterHydration() {
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  const waiting = new Map();
  let hydrated = false;
  let next = -1;
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    hydrated = true;
    window.__benchHydratedAt = performance.now();
    for (const [id, [callback, options]] of waiting) waiting.set(id, request(callback, options));
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  window.requestIdleCallback = (callback, options) => {
    if (hydrated) return request(callback, options);
    const id = next--;
    waiting.set(id, [callback, options]);
    return id;
  };
  window.cancelIdleCallback = (id) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (typeof entry === 'number') cancel(entry);
    else if (entry === undefined) cancel(id);
  };
}

/**
 * gzip bytes of the JavaScript a page loads before it is interactive, and which are the framework's:
 * every chunk Chromium requests (as the WeChat visitor, from a fresh profile) until the page has
 * hydrated (html[data-hydrated], which waits for the route's page chunk), but the on-demand runtimes
 * above. The server HTML's own list (its module script and preloads) is part of it: a page's code
 * that its route loads lazily arrives after that list and counts all the same. Also returns the
 * server HTML's part, printed beside it. `site` serves the build at `clientDir`; `onDemand` is
 * onDemandRuntimeFiles(clientDir).
 */
export async function pageJavaScript(browser, { site, clientDir, onDemand }, pagePath) {
  const context = await browser.newContext({
    userAgent: MOBILE_UA,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    // What the site loads after idle (preloadWhenIdle, the prefetch) is not first-load JavaScript,
    // however early the browser is idle while it waits for the network: idle callbacks run once the
    // page has hydrated.
    await context.addInitScript(idleAfterHydration);
    const page = await context.newPage();
    const answer = await page.goto(`${site}${pagePath}`);
    if (!answer?.ok()) throw new Error(`${pagePath}: HTTP ${answer?.status()}`);
    const html = await answer.text();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // The requests started by the time the page had hydrated (the resource timing entries).
    const loaded = await page.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= window.__benchHydratedAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => /^\/davmu\/share\/assets\/[\w.-]+\.js$/.test(pathname)),
      ),
    ]);
    const inHtml = new Set(html.match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? []);
    const weigh = (sources) => {
      let total = 0;
      const framework = { files: [], gzip: 0, reactDom: false };
      for (const source of sources) {
        const file = path.join(clientDir, source.replace(/^\/davmu\/share\//, ''));
        const code = readFileSync(file);
        const gzip = gzipSync(code).length;
        total += gzip;
        if (!FRAMEWORK_CHUNK.test(path.basename(file))) continue;
        framework.files.push(path.basename(file));
        framework.gzip += gzip;
        if (code.includes(REACT_DOM_MARKER)) framework.reactDom = true;
      }
      return { files: sources.length, total, framework: framework.reactDom ? framework : null };
    };
    const counted = loaded.filter((source) => !onDemand.has(path.basename(source)));
    return { ...weigh(counted), serverHtml: weigh([...inHtml]), waived: loaded.length - counted.length };
  } finally {
    await context.close();
  }
}

/** A page's HTML as an anonymous WeChat visitor gets it from `site`, and the hydration data in it. */
export async function pageWeight(site, pagePath) {
  const answer = await fetch(`${site}${pagePath}`, { headers: { 'user-agent': MOBILE_UA } });
  if (!answer.ok) throw new Error(`${pagePath}: HTTP ${answer.status}`);
  const html = Buffer.from(await answer.arrayBuffer());
  // React Router streams the loaders' data as turbo-stream chunks, one inline script each.
  const enqueued =
    html.toString('utf8').match(/window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?\);?<\/script>/g) ??
    [];
  return {
    html: html.length,
    hydration: enqueued.reduce((sum, script) => sum + Buffer.byteLength(script.slice(0, -'</script>'.length)), 0),
    scripts: enqueued.length,
  };
}
