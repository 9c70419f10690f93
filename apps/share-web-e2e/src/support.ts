import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertFree } from '../../../scripts/lib/free-ports.mjs';

/** Where the reference platform API of the browser tests listens (for its development-only routes). */
export const API_URL = process.env['E2E_API_URL'] ?? `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3343}`;
/** The Prometheus ports of the site and the API (playwright.config.ts). */
export const SITE_METRICS_URL = `http://127.0.0.1:${process.env['E2E_SITE_METRICS_PORT'] ?? 4311}/metrics`;
export const API_METRICS_URL = `http://127.0.0.1:${process.env['E2E_API_METRICS_PORT'] ?? 3344}/metrics`;
/** The platform's own app (its web view's agent names it): no open-app banner, the floating navigation button. */
export const OWN_CLIENT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 DavmuApp/3.2.0';

/** The visitor agents the browser tests emulate, by environment. */
export const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  miniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 miniProgram/wx123',
  qq: 'Mozilla/5.0 (Linux; Android 14; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_8.9.80_4614_YYB_D QQ/8.9.80.12440 NetType/WIFI',
  ownClient: OWN_CLIENT_UA,
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

/** `value`, which the demo data must hold: a failure naming `what` when it is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the demo data has no ${what}`);
  return value;
}

/** `entry[key]`, a field the demo data must fill: a failure naming the field when it is empty. */
export function required<T extends object, K extends keyof T>(entry: T, key: K): NonNullable<T[K]> {
  return present(entry[key], String(key)) as NonNullable<T[K]>;
}

/** A phone number for one test: valid per spec §5 and unused by the demo data. */
export function testPhone(seed: number): string {
  return `137${String(10_000_000 + (seed % 89_999_999)).padStart(8, '0')}`;
}

/** An item as the home tabs list it. */
export interface SeededItem {
  title: string;
  share_link: string;
  post_id: string;
  content_type: string;
  /** 1 for a media account's item (its calls go to /guzzle). */
  mp?: number;
  /** The platform's own type and content link, which the app-open parameters carry (spec §3). */
  type?: string;
  content_link?: string;
}

const seededLists = new WeakMap<import('@playwright/test').APIRequestContext, Promise<SeededItem[]>>();

/** Every seeded item listed on a home tab, once per request context, found through the site's API proxy. */
export function seededItems(request: import('@playwright/test').APIRequestContext): Promise<SeededItem[]> {
  let items = seededLists.get(request);
  if (!items) {
    items = (async () => {
      const found = new Map<string, SeededItem>();
      const groups = (await (await request.get('/peony/v1/group')).json()).data.list as { id: string }[];
      for (const group of groups) {
        const list = (await (await request.get(`/peony/v1/content?gid=${group.id}&pagesize=50`)).json()).data
          .list as SeededItem[];
        for (const item of list) if (item.share_link.startsWith('/davmu/share/')) found.set(item.share_link, item);
      }
      return [...found.values()];
    })();
    seededLists.set(request, items);
  }
  return items;
}

/** The seeded item titled `title`, listed on a home tab (the first of its share links if several). */
export async function seededItem(
  request: import('@playwright/test').APIRequestContext,
  title: string,
): Promise<SeededItem> {
  return present(
    (await seededItems(request)).find((item) => item.title === title),
    `seeded item ${title}`,
  );
}

/** The first seeded item of content type `type` (and titled `title`, when given) listed on a home tab. */
export async function seededOfType(
  request: import('@playwright/test').APIRequestContext,
  type: string,
  title?: string,
): Promise<SeededItem> {
  return present(
    (await seededItems(request)).find(
      (item) => item.content_type === type && (title === undefined || item.title === title),
    ),
    `seeded ${type}${title === undefined ? '' : ` ${title}`}`,
  );
}

/** The seeded articles of /news/doc/ pages, in the order the home tabs list them. */
export async function seededArticles(request: import('@playwright/test').APIRequestContext): Promise<SeededItem[]> {
  return (await seededItems(request)).filter(
    (item) => item.content_type === 'article' && item.share_link.includes('/news/doc/'),
  );
}

/** The first seeded article of a /news/doc/ page. */
export async function seededArticle(request: import('@playwright/test').APIRequestContext): Promise<SeededItem> {
  const [article] = await seededArticles(request);
  return present(article, 'article under /news/doc/');
}

/** The share-page path of the first seeded article (a /news/doc/ page), found through the site's API proxy. */
export async function seededArticlePath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  return new URL((await seededArticle(request)).share_link, 'http://site').pathname;
}

/**
 * The signed preview link (preview-holly path with its `preview_token`) of the item whose share page
 * is `path`, as the reference API issues it (its development route), valid `ttl` seconds.
 */
export async function previewLinkOf(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  ttl?: number,
): Promise<string> {
  const id = path.split('/').at(-2);
  const answer = await request.get(`${API_URL}/dev/preview-link/${id}${ttl ? `?ttl=${ttl}` : ''}`);
  const body = (await answer.json()) as { code: number; message: string; data: { path: string } };
  if (body.code !== 0) throw new Error(`no preview link for ${path}: ${body.message}`);
  return body.data.path;
}

/**
 * Waits until the page's JavaScript has hydrated it: the site defers its scripts until the window
 * load event (apps/share-web/app/lib/deferred-scripts.ts) and marks <html data-hydrated> then.
 */
export async function waitForHydration(
  page: import('@playwright/test').Page | import('@playwright/test').Frame,
): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds the page's scripts back until the returned function is called: the visitor sees the server's
 * page and taps before any of its code ran (the head's inline script alone listens).
 */
export async function holdPageScripts(page: import('@playwright/test').Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/davmu/share/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return () => release();
}

/** How long the layout around a control must hold still before a test taps it (settledInView). */
const LAYOUT_SETTLED_MS = 500;

/**
 * Scrolls the control into view and waits until it and the page's height have held still for
 * LAYOUT_SETTLED_MS of animation frames. A block that hydrates as it comes near the viewport (the
 * recommendation lists, rendered again when the browser fetched newer rows than the server HTML's:
 * the 72-hour list 38 px shorter) moves what is under it; between Playwright's scroll and its click
 * that moved the page foot's 退出登录 under the press, and a tap whose press and release land on
 * different elements clicks nothing.
 */
export async function settledInView(control: import('@playwright/test').Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.evaluate(
    (element, quietMs) =>
      new Promise<void>((resolve) => {
        let last = '';
        let since = performance.now();
        const frame = (now: number) => {
          const layout = `${element.getBoundingClientRect().top} ${document.documentElement.scrollHeight}`;
          if (layout !== last) [last, since] = [layout, now];
          if (now - since >= quietMs) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    LAYOUT_SETTLED_MS,
  );
}

/** How many output chunks of a spawned site are kept for a crash report. */
const SITE_LOG_CHUNKS_KEPT = 40;

/**
 * Starts the compiled site (apps/share-web/build/server.mjs) on its own port against `platformUrl`,
 * for tests of the server's own behaviour; resolves once /healthz answers.
 */
export async function startSiteProcess(
  platformUrl: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<import('node:child_process').ChildProcess> {
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  // A port already taken would be answered by the other process: its /healthz passed for a site
  // that had exited (EADDRINUSE), and its pages went when that other process was stopped.
  await assertFree([port]);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/share-web/build/server.mjs'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_API_URL: platformUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: 'pipe',
  });
  // Its output is read as it comes: left unread, a full pipe (64 KB: an outage test's error logs
  // reach half of it) blocks the server's next log write, and so the server. The last lines are kept
  // for the report of a site that dies on its own: before it answered (thrown) or after (printed).
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(String(chunk));
    if (tail.length > SITE_LOG_CHUNKS_KEPT) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = () => `share-web on port ${port} exited (${child.exitCode ?? child.signalCode})`;
  let answered = false;
  child.on('exit', (code) => {
    if (code && answered) console.error(`${ended()}; its last output:\n${tail.join('')}`);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${ended()} before it answered:\n${tail.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        answered = true;
        return child;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('share-web did not start');
}

/** A tracking event as the reference API stores it (its development list). */
export interface StoredEvent {
  behavior: string;
  tid: string;
  version: number;
  terminal: string;
  timestamp: number;
  user_id?: string;
  url?: string;
  duration?: number;
  percent?: number;
  name?: string;
  value?: number;
  rating?: string;
  page_type?: string;
  environment?: string;
  strategy?: string;
  fallback?: number;
  source?: string;
}

/** The events the platform stored for the device user_id `userId`. */
export async function eventsOf(
  request: import('@playwright/test').APIRequestContext,
  userId: string,
): Promise<StoredEvent[]> {
  const answer = (await (await request.get(`${API_URL}/dev/tracker-events`)).json()) as {
    data: { list: { event: StoredEvent }[] };
  };
  return answer.data.list.map((row) => row.event).filter((event) => event.user_id === userId);
}

/** The open-app events (launch and guide) the platform stored for the device user_id `userId`. */
export async function openAppEvents(
  request: import('@playwright/test').APIRequestContext,
  userId: string,
): Promise<StoredEvent[]> {
  return (await eventsOf(request, userId)).filter((event) => event.behavior.startsWith('open_app'));
}

/**
 * Gives the page a device metadata entry with a user_id of the test's own (`e2e-<label>-…`, unique per
 * call), before any script runs, and returns it: the events the platform stores for it are the test's.
 */
export async function tagDevice(page: import('@playwright/test').Page, label: string): Promise<string> {
  const userId = `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript((id) => {
    if (!localStorage.getItem('device_meta')) localStorage.setItem('device_meta', JSON.stringify({ user_id: id }));
  }, userId);
  return userId;
}

/** Every navigation the page asks for (scheme and intent ones included, with their fragment). */
export async function recordNavigations(page: import('@playwright/test').Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => urls.push(event.url));
  return urls;
}

interface ManifestChunk {
  file: string;
  /** The chunk's name: its face module's file name, without the extension. */
  name?: string;
  isDynamicEntry?: boolean;
  /** The chunks it imports statically (manifest keys). */
  imports?: string[];
}

/** The client build's Vite manifest (which chunk holds which module), read when first needed. */
const MANIFEST_FILE = path.resolve(__dirname, '../../share-web/build/client/.vite/manifest.json');
let manifest: Record<string, ManifestChunk> | undefined;
const buildManifest = () =>
  (manifest ??= JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, ManifestChunk>);

/**
 * The address of the chunk whose face is the given module (the end of its path), found through the
 * build's manifest, never by a file name of one build. A small chunk that Rollup merged into the
 * module's (experimentalMinChunkSize) makes it a shared chunk too: the manifest then keys it by its
 * file, and its name still says whose face it is.
 */
export function chunkOf(module: string): string {
  const name = path.basename(module).replace(/\.tsx?$/, '');
  const chunks = Object.entries(buildManifest());
  const entry =
    chunks.find(([source, chunk]) => chunk.isDynamicEntry && source.endsWith(module)) ??
    chunks.find(([source, chunk]) => chunk.isDynamicEntry && source.startsWith('_') && chunk.name === name);
  if (!entry) throw new Error(`no chunk of its own for ${module} in ${MANIFEST_FILE}`);
  return `/davmu/share/${entry[1].file}`;
}

/** The address of each page route's module (app/routes/*.tsx) in the build, by the route file's name. */
export function routeModuleChunks(): Map<string, string> {
  return new Map(
    Object.entries(buildManifest()).flatMap(([source, chunk]) => {
      const route = /^app\/routes\/([\w-]+)\.tsx\b/.exec(source)?.[1];
      return route ? [[route, `/davmu/share/${chunk.file}`] as const] : [];
    }),
  );
}

/**
 * The address of one of the site's shell chunks (tools/vite-plugins/src/lib/chunks.ts: 'root', the code every
 * page's frame runs with what the article shares with other pages; 'detail', what the article shares
 * with the other detail pages only) and the addresses of the chunks it imports.
 */
export function shellChunk(name: 'root' | 'detail'): { file: string; imports: string[] } {
  const chunks = buildManifest();
  // Rollup may give a small chunk of its own the same name (it names a chunk after one of the
  // modules merged into it): the shell chunk is the one the most chunks import.
  const importers = (key: string) => Object.values(chunks).filter((chunk) => chunk.imports?.includes(key)).length;
  const [entry] = Object.entries(chunks)
    .filter(([key, chunk]) => key.startsWith('_') && chunk.name === name)
    .sort(([a], [b]) => importers(b) - importers(a));
  if (!entry) throw new Error(`no shell chunk ${name} in ${MANIFEST_FILE}`);
  const served = (key: string) => `/davmu/share/${chunks[key]?.file ?? key}`;
  return { file: served(entry[0]), imports: (entry[1].imports ?? []).map(served) };
}
