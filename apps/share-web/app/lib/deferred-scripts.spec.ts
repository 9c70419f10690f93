import { runInNewContext } from 'node:vm';
import { RECONNECT_GRACE_MS, RECONNECT_RETRY_MS } from '@share/util-connection';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  createScriptDeferral,
  deferModuleScripts,
  HYDRATION_FALLBACK_MS,
  importOrder,
  PRELOADS_PER_TASK,
  stageImports,
} from './deferred-scripts';

/** React Router's module script, as it writes it. */
const MODULE_CODE =
  'import "/davmu/share/assets/manifest-1.js";\nimport * as route0 from "/davmu/share/assets/root-2.js";\n  \n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/davmu/share/assets/entry.client-3.js");';
const DOCUMENT =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/davmu/share/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/davmu/share/assets/entry.client-3.js"/>' +
  '<link rel="modulepreload" href="/davmu/share/assets/root-2.js"/>' +
  '<title>标题</title></head><body><main><p>正文 &lt;link rel="modulepreload"&gt;</p></main>' +
  '<script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async="">${MODULE_CODE}</script><!--$--><script>enqueue()</script></body></html>`;

interface FakeNode {
  tag: string;
  onerror?: () => void;
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
  type?: string;
  textContent?: string;
  relList?: { supports(token: string): boolean };
}

/** Runs the loader script against a fake document; returns what it appended and its timers. */
function runLoader(
  html: string,
  readyState: 'loading' | 'complete',
  clock = { now: 1_000_000 },
  storage = new Map<string, string>(),
  frames?: Array<() => void>,
  device: { onLine: boolean; hydrated: boolean } = { onLine: true, hydrated: false },
  /** The rel values a link supports (relList.supports): Chromium's; Safari before 17 lacks modulepreload. */
  rels: string[] = ['modulepreload', 'preload'],
) {
  const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html);
  if (!loader) throw new Error('no loader');
  const appended: FakeNode[] = [];
  // Each event type's listeners, called in the order they were added.
  const added: Record<string, Array<(event?: { preventDefault(): void }) => void>> = {};
  const listeners: Record<string, (event?: { preventDefault(): void }) => void> = {};
  const timers: Array<[() => void, number]> = [];
  const reloads: number[] = [];
  runInNewContext(loader[1], {
    Date: { now: () => clock.now },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    location: { reload: () => reloads.push(clock.now) },
    navigator: device,
    document: {
      readyState,
      documentElement: { hasAttribute: (name: string) => name === 'data-hydrated' && device.hydrated },
      head: { appendChild: (node: FakeNode) => appended.push(node) },
      createElement: (tag: string): FakeNode =>
        tag === 'link'
          ? Object.defineProperty({ tag }, 'relList', {
              value: { supports: (token: string) => rels.includes(token) },
              enumerable: false,
            })
          : { tag },
    },
    addEventListener: (
      type: string,
      listener: (event?: { preventDefault(): void }) => void,
      options?: { once?: boolean },
    ) => {
      const list = (added[type] ??= []);
      const entry = options?.once
        ? (event?: { preventDefault(): void }) => (list.splice(list.indexOf(entry), 1), listener(event))
        : listener;
      list.push(entry);
      listeners[type] = (event) => [...list].forEach((each) => each(event));
    },
    setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
    ...(frames ? { requestAnimationFrame: (callback: () => void) => frames.push(callback) } : {}),
  });
  return { appended, listeners, timers, reloads };
}

/** Runs the loader's zero-delay tasks (the later preload batches) until none is left. */
function runZeroDelayTasks(timers: Array<[() => void, number]>): void {
  for (let i = timers.findIndex(([, ms]) => ms === 0); i >= 0; i = timers.findIndex(([, ms]) => ms === 0)) {
    const [task] = timers.splice(i, 1)[0];
    task();
  }
}

/**
 * Runs staged module code with a fake import() and MessageChannel: which chunks each task imported
 * (a task ends where a channel message is posted), and the route modules when the entry was imported.
 */
async function runModuleCode(code: string) {
  const tasks: string[][] = [[]];
  let routeModulesAtEntry: unknown = null;
  const context: Record<string, unknown> = {
    window: {} as Record<string, unknown>,
    __import: (href: string) => {
      tasks[tasks.length - 1].push(href);
      if (href.includes('entry.client'))
        routeModulesAtEntry = (context.window as Record<string, unknown>).__reactRouterRouteModules;
      return Promise.resolve(`module ${href}`);
    },
    MessageChannel: class {
      port1: { onmessage: (() => void) | null; close(): void } = { onmessage: null, close: () => undefined };
      port2 = {
        postMessage: () => {
          tasks.push([]);
          setTimeout(() => this.port1.onmessage?.(), 0);
        },
      };
    },
    Promise,
  };
  runInNewContext(code.replace(/\bimport\(/g, '__import('), context);
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const modules = routeModulesAtEntry as Record<string, string> | null;
  return {
    tasks: tasks.filter((task) => task.length > 0),
    routeModulesAtEntry: modules && { route0: modules['root'] },
  };
}

describe('deferModuleScripts', () => {
  const html = deferModuleScripts(DOCUMENT) as string;

  it('takes every modulepreload link out of the head and keeps the rest of the document', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<title>标题</title></head><body><main><p>正文 &lt;link rel="modulepreload"&gt;</p></main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html.endsWith('<!--$--><script>enqueue()</script></body></html>')).toBe(true);
  });

  it('waits for the load event, with a fallback timer', () => {
    const { appended, listeners, timers } = runLoader(html, 'loading');
    expect(appended).toEqual([]);
    expect(timers.map(([, ms]) => ms)).toEqual([HYDRATION_FALLBACK_MS]);
    listeners['load']?.();
    timers.shift()?.[0]();
    runZeroDelayTasks(timers);
    expect(timers).toEqual([]);
    expect(appended).toEqual([
      {
        tag: 'script',
        type: 'module',
        nonce: '',
        textContent: stageImports(MODULE_CODE, []).moduleCode,
        onerror: expect.any(Function),
      },
      { tag: 'link', rel: 'modulepreload', nonce: '', href: '/davmu/share/assets/manifest-1.js' },
      { tag: 'link', rel: 'modulepreload', nonce: '', href: '/davmu/share/assets/root-2.js' },
      { tag: 'link', rel: 'modulepreload', nonce: '', href: '/davmu/share/assets/entry.client-3.js' },
    ]);
  });

  it('after the load event, waits two frames so the loaded images are painted first', () => {
    const frames: Array<() => void> = [];
    const { appended, listeners, timers } = runLoader(html, 'loading', undefined, undefined, frames);
    listeners['load']?.();
    expect(appended).toEqual([]);
    (frames.shift() as () => void)();
    expect(appended).toEqual([]);
    (frames.shift() as () => void)();
    runZeroDelayTasks(timers);
    expect(appended.map((node) => node.tag)).toEqual(['script', 'link', 'link', 'link']);
  });

  it('imports every chunk from the module script one task each, then registers the route modules and imports the entry', async () => {
    const chunks = [
      '/davmu/share/assets/chunk-a.js',
      '/davmu/share/assets/framework-router-9.js',
      '/davmu/share/assets/framework-react-8.js',
    ];
    const withChunks = DOCUMENT.replace(
      '<title>',
      chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + '<title>',
    );
    const { appended, timers } = runLoader(deferModuleScripts(withChunks) as string, 'complete');
    runZeroDelayTasks(timers);
    const order = [
      '/davmu/share/assets/framework-react-8.js',
      '/davmu/share/assets/framework-router-9.js',
      '/davmu/share/assets/chunk-a.js',
      '/davmu/share/assets/manifest-1.js',
      '/davmu/share/assets/root-2.js',
    ];
    // Every chunk is preloaded (fetched together), the entry last.
    expect(appended.slice(1).map((node) => node.href)).toEqual([...order, '/davmu/share/assets/entry.client-3.js']);
    // The module script has no static import left: running it imports one chunk per task.
    const code = appended[0].textContent ?? '';
    expect(code).not.toMatch(/\bimport\s+["*]/);
    const run = await runModuleCode(code);
    expect(run.tasks).toEqual([...order.map((href) => [href]), ['/davmu/share/assets/entry.client-3.js']]);
    expect(run.routeModulesAtEntry).toEqual({ route0: 'module /davmu/share/assets/root-2.js' });
  });

  it('orders the framework chunks first, then the chunks only preloaded last first, then the module script’s own imports', () => {
    expect(
      importOrder(
        ['/a/manifest-1.js', '/a/root-2.js', '/a/page-3.js'],
        [
          '/a/root-2.js',
          '/a/framework-styled-7.js',
          '/a/frame-4.js',
          '/a/icons-5.js',
          '/a/framework-router-6.js',
          '/a/framework-react-5.js',
          '/a/page-3.js',
        ],
      ),
    ).toEqual([
      '/a/framework-react-5.js',
      '/a/framework-router-6.js',
      '/a/framework-styled-7.js',
      '/a/icons-5.js',
      '/a/frame-4.js',
      '/a/manifest-1.js',
      '/a/root-2.js',
      '/a/page-3.js',
    ]);
  });

  it('imports the chunks of the pages the render showed after the preloaded chunks and before the module script’s own imports', () => {
    expect(
      importOrder(
        ['/a/manifest-1.js', '/a/root-2.js'],
        ['/a/root-2.js', '/a/framework-react-5.js', '/a/frame-4.js'],
        ['/a/framework-react-5.js', '/a/frame-4.js', '/a/swr-8.js', '/a/page-9.js'],
      ),
    ).toEqual([
      '/a/framework-react-5.js',
      '/a/frame-4.js',
      '/a/swr-8.js',
      '/a/page-9.js',
      '/a/manifest-1.js',
      '/a/root-2.js',
    ]);
  });

  it('preloads and imports the pages’ chunks in the rewritten document, each once', () => {
    const pages = [
      '/davmu/share/assets/root-2.js',
      '/davmu/share/assets/swr-8.js',
      '/davmu/share/assets/content-detail-page-9.js',
    ];
    const html = deferModuleScripts(DOCUMENT, HYDRATION_FALLBACK_MS, undefined, pages) as string;
    const order = stageImports(
      MODULE_CODE,
      ['/davmu/share/assets/manifest-1.js', '/davmu/share/assets/entry.client-3.js', '/davmu/share/assets/root-2.js'],
      pages,
    );
    // The root route's chunk, which the page imports, comes before the page's own chunks.
    expect(order.preloads).toEqual([
      '/davmu/share/assets/root-2.js',
      '/davmu/share/assets/swr-8.js',
      '/davmu/share/assets/content-detail-page-9.js',
      '/davmu/share/assets/manifest-1.js',
      '/davmu/share/assets/entry.client-3.js',
    ]);
    const { appended, timers } = runLoader(html, 'complete');
    runZeroDelayTasks(timers);
    const preloaded = appended.filter((node) => node.rel === 'modulepreload').map((node) => node.href);
    expect(preloaded).toEqual(order.preloads);
    // Without a dynamic entry nothing is staged, and the pages' chunks are still preloaded.
    expect(stageImports('import "/a.js";', ['/a.js'], ['/a.js', '/p.js']).preloads).toEqual(['/a.js', '/p.js']);
  });

  it('leaves module code without a dynamic entry, or with a static import of another form, as it is: every preload stays a link', () => {
    expect(stageImports('import "/a.js";', ['/a.js', '/b.js'])).toEqual({
      moduleCode: 'import "/a.js";',
      preloads: ['/a.js', '/b.js'],
    });
    const named = 'import { x } from "/a.js";\nimport("/entry.js");';
    expect(stageImports(named, ['/a.js', '/entry.js'])).toEqual({
      moduleCode: named,
      preloads: ['/a.js', '/entry.js'],
    });
  });

  it('preloads the chunks as module scripts would fetch them where the browser lacks modulepreload (Safari before 17)', () => {
    const { appended, timers } = runLoader(html, 'complete', undefined, undefined, undefined, undefined, ['preload']);
    runZeroDelayTasks(timers);
    expect(appended.slice(1)).toEqual(
      [
        '/davmu/share/assets/manifest-1.js',
        '/davmu/share/assets/root-2.js',
        '/davmu/share/assets/entry.client-3.js',
      ].map((href) => ({
        tag: 'link',
        rel: 'preload',
        as: 'script',
        crossOrigin: 'anonymous',
        nonce: '',
        href,
      })),
    );
    // A browser whose relList.supports knows neither: preloads all the same (ignored if unsupported).
    const old = runLoader(html, 'complete', undefined, undefined, undefined, undefined, []);
    runZeroDelayTasks(old.timers);
    expect(old.appended.slice(1).map((node) => [node.rel, node.as, node.crossOrigin])).toEqual(
      Array(3).fill(['preload', 'script', 'anonymous']),
    );
  });

  it(`inserts the preloads ${PRELOADS_PER_TASK} per task, so no single task inserts them all`, () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/davmu/share/assets/chunk-${i}.js`);
    const many = DOCUMENT.replace(
      '<title>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + '<title>',
    ).replace('import("/davmu/share/assets/entry.client-3.js");', 'window.entry = 3;');
    const { appended, timers } = runLoader(deferModuleScripts(many) as string, 'complete');
    const links = () => appended.filter((node) => node.tag === 'link').map((node) => node.href);
    expect(appended[0]?.tag).toBe('script');
    expect(links()).toHaveLength(PRELOADS_PER_TASK);
    expect(timers.map(([, ms]) => ms)).toEqual([0]);
    timers.shift()?.[0]();
    expect(links()).toHaveLength(2 * PRELOADS_PER_TASK);
    expect(timers.map(([, ms]) => ms)).toEqual([0]);
    runZeroDelayTasks(timers);
    expect(links()).toEqual([
      '/davmu/share/assets/manifest-1.js',
      '/davmu/share/assets/entry.client-3.js',
      '/davmu/share/assets/root-2.js',
      ...hrefs,
    ]);
  });

  it('reloads the page when a chunk fails to load, at most once a minute (spec §4)', () => {
    const clock = { now: 5_000_000 };
    const storage = new Map<string, string>();
    const first = runLoader(html, 'complete', clock, storage);
    const script = first.appended[0] as FakeNode;
    script.onerror?.();
    expect(first.reloads).toEqual([5_000_000]);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    // The reloaded page fails again within the minute: no reload loop.
    clock.now += CHUNK_RELOAD_INTERVAL_MS - 1;
    const second = runLoader(html, 'complete', clock, storage);
    (second.appended[0] as FakeNode).onerror?.();
    // Never prevented: Vite's preload helper would then resolve the import with undefined instead
    // of rejecting it, and the chunk's owner could not try again.
    let prevented = false;
    second.listeners['vite:preloadError']({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
    expect(second.reloads).toEqual([]);
    clock.now += 1;
    second.listeners['vite:preloadError']({ preventDefault: () => undefined });
    expect(second.reloads).toEqual([clock.now]);
    // A failed dynamic import (the router's entry) counts; other rejections do not.
    clock.now += CHUNK_RELOAD_INTERVAL_MS;
    const third = runLoader(html, 'complete', clock, storage);
    const reject = third.listeners['unhandledrejection'] as unknown as (event: { reason: unknown }) => void;
    reject({ reason: new Error('boom') });
    expect(third.reloads).toEqual([]);
    reject({
      reason: new TypeError('Failed to fetch dynamically imported module: /davmu/share/assets/entry.client-3.js'),
    });
    expect(third.reloads).toEqual([clock.now]);
  });

  it('does not reload while the device is offline: a hydrated page stays, one that failed to hydrate reloads when the connection returns', () => {
    const clock = { now: 5_000_000 };
    const device = { onLine: false, hydrated: true };
    const storage = new Map<string, string>();
    // A lazily loaded chunk (a list below the body, the login panel) fails offline after hydration.
    const hydrated = runLoader(html, 'complete', clock, storage, undefined, device);
    hydrated.listeners['vite:preloadError']({ preventDefault: () => undefined });
    expect(hydrated.reloads).toEqual([]);
    expect(storage.has(CHUNK_RELOAD_KEY)).toBe(false);
    device.onLine = true;
    hydrated.listeners['online']();
    expect(hydrated.reloads).toEqual([]);

    // The router's entry fails offline: the page has no JavaScript until it reloads online.
    const failed = { onLine: false, hydrated: false };
    const unhydrated = runLoader(html, 'complete', clock, storage, undefined, failed);
    (unhydrated.appended[0] as FakeNode).onerror?.();
    expect(unhydrated.reloads).toEqual([]);
    clock.now += 1000;
    failed.onLine = true;
    unhydrated.listeners['online']();
    // A moment later: a reload at the `online` event itself could still meet no connection.
    expect(unhydrated.reloads).toEqual([]);
    const [later, ms] = unhydrated.timers.at(-1) ?? [];
    expect(ms).toBe(RECONNECT_RETRY_MS);
    clock.now += RECONNECT_RETRY_MS;
    later?.();
    expect(unhydrated.reloads).toEqual([clock.now]);
  });

  it(`takes a chunk that fails within ${RECONNECT_GRACE_MS} ms of the connection's return for the connection's failure, not a deploy`, () => {
    const clock = { now: 5_000_000 };
    const device = { onLine: true, hydrated: true };
    const storage = new Map<string, string>();
    const page = runLoader(html, 'complete', clock, storage, undefined, device);
    page.listeners['online']();
    // A list's chunk, asked for again at the `online` event, fails: the connection is not working yet.
    clock.now += 10;
    page.listeners['vite:preloadError']({ preventDefault: () => undefined });
    expect(page.reloads).toEqual([]);
    // Hydrated: its owner asks for the chunk again; the page stays as it is.
    page.timers.filter(([, ms]) => ms === RECONNECT_RETRY_MS).forEach(([task]) => task());
    expect(page.reloads).toEqual([]);
    expect(storage.has(CHUNK_RELOAD_KEY)).toBe(false);
    // After the grace a failure is a deploy's again: the page reloads.
    clock.now += RECONNECT_GRACE_MS;
    page.listeners['vite:preloadError']({ preventDefault: () => undefined });
    expect(page.reloads).toEqual([clock.now]);

    // A page whose hydration failed in the grace reloads RECONNECT_RETRY_MS later.
    clock.now += CHUNK_RELOAD_INTERVAL_MS;
    const failed = { onLine: true, hydrated: false };
    const unhydrated = runLoader(html, 'complete', clock, storage, undefined, failed);
    unhydrated.listeners['online']();
    (unhydrated.appended[0] as FakeNode).onerror?.();
    expect(unhydrated.reloads).toEqual([]);
    clock.now += RECONNECT_RETRY_MS;
    unhydrated.timers.filter(([, ms]) => ms === RECONNECT_RETRY_MS).forEach(([task]) => task());
    expect(unhydrated.reloads).toEqual([clock.now]);
  });

  it('waits for the `online` event when the browser already says it is online (the event comes a moment later)', () => {
    const clock = { now: 5_000_000 };
    const device = { onLine: false, hydrated: true };
    const page = runLoader(html, 'complete', clock, new Map(), undefined, device);
    page.listeners['offline']();
    device.onLine = true;
    page.listeners['vite:preloadError']({ preventDefault: () => undefined });
    expect(page.reloads).toEqual([]);
    page.listeners['online']();
    page.timers.filter(([, ms]) => ms === RECONNECT_RETRY_MS).forEach(([task]) => task());
    expect(page.reloads).toEqual([]);
  });

  it('starts at once when the page has already loaded', () => {
    const { appended, timers } = runLoader(html, 'complete');
    expect(timers.every(([, ms]) => ms === 0)).toBe(true);
    runZeroDelayTasks(timers);
    expect(appended.map((node) => node.tag)).toEqual(['script', 'link', 'link', 'link']);
  });

  it('escapes the module code so the inline loader cannot be closed or commented out early', () => {
    const code = 'window.x = "a<b <!-- c";';
    const rewritten = deferModuleScripts(DOCUMENT.replace(MODULE_CODE, code)) as string;
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? '';
    expect(loader).not.toContain('<');
    expect(runLoader(rewritten, 'complete').appended[0]).toMatchObject({
      tag: 'script',
      type: 'module',
      nonce: '',
      textContent: code,
    });
  });

  it('leaves a document without the module script for later', () => {
    expect(deferModuleScripts(DOCUMENT.slice(0, DOCUMENT.indexOf('<script type="module"') + 40))).toBeNull();
  });
});

describe('the page nonce', () => {
  it('the loader carries the nonce and finds the module script whatever the attribute order', () => {
    const html =
      '<head></head><body><script nonce="abc" type="module" async="">import("/davmu/share/assets/entry.client-3.js");</script></body>';
    const rewritten = deferModuleScripts(html, 3000, 'abc') ?? '';
    expect(rewritten).toContain('<script nonce="abc">(function(){');
    expect(rewritten).not.toContain('type="module" async=""');
    // It hands its own nonce to the module script and preload links it inserts.
    expect(rewritten).toContain('s.nonce=n');
    expect(rewritten).toContain('l.nonce=n');
  });
});

describe('createScriptDeferral', () => {
  it('gives the same result however the stream is cut', () => {
    const whole = deferModuleScripts(DOCUMENT);
    for (const size of [1, 7, 64, 500]) {
      const deferral = createScriptDeferral();
      let out = '';
      for (let at = 0; at < DOCUMENT.length; at += size) out += deferral.push(DOCUMENT.slice(at, at + size));
      out += deferral.end();
      expect(out).toBe(whole);
    }
  });

  it('passes later chunks through and hands back an unfinished document at the end', () => {
    const deferral = createScriptDeferral();
    expect(deferral.push(DOCUMENT)).toBe(deferModuleScripts(DOCUMENT));
    expect(deferral.push('<div>late</div>')).toBe('<div>late</div>');
    const partial = createScriptDeferral();
    expect(partial.push('<html><body>error')).toBe('');
    expect(partial.end()).toBe('<html><body>error');
  });
});
