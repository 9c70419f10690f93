// Issue 30: what the first screen does not need loads on demand or after the page has loaded. The
// chunks are found through the build's Vite manifest (the module that is each chunk's face), never
// by a file name of one build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import {
  chunkOf,
  routeModuleChunks,
  seededArticlePath,
  seededItems,
  seededOfType,
  shellChunk,
  waitForHydration,
} from './support';

const LOGIN_PANEL = 'libs/auth/feature/src/lib/login-panel/login-panel-container.tsx';
const OPEN_APP_DIALOG = 'libs/ui/src/lib/open-app-dialog/open-app-dialog.tsx';
const NAVIGATION_PANEL = 'libs/ui/src/lib/floating-navigation-panel/floating-navigation-panel.tsx';
/** The detail page's own chunk (the route's lazily loaded page): its body and footer bar. */
const DETAIL_PAGE = 'libs/content-detail/src/lib/content-detail-page.tsx';
const HOME_PAGE = 'libs/feed/src/lib/home/home-page.tsx';
/** The comment list below an article's body with its paging (the one paging hook, on SWR). */
const COMMENT_LIST = 'libs/content-detail/src/lib/comments/paged-comments-panel.tsx';
/** What a visitor's actions on the comments do: replies, stars, posting. */
const COMMENT_ACTIONS = 'libs/content-detail/src/lib/comments/comment-actions.ts';
/** The recommendation block's lists with their paging. */
const RECOMMEND_LISTS = 'libs/content-detail/src/lib/recommend-lists.tsx';
/** The paged lists' engine (SWR's infinite hook): page 1 is the server's, pages 2, 3… come through it. */
const PAGING_ENGINE = 'libs/api-client/src/lib/paged-list-engine.tsx';

/** What an article loads only when a visitor asks for it, or after the page has loaded. */
const ON_DEMAND: Record<string, string> = {
  'the login panel': LOGIN_PANEL,
  'the open-app dialog': OPEN_APP_DIALOG,
  'the open-in-browser guide': 'libs/ui/src/lib/open-in-browser-guide/open-in-browser-guide.tsx',
  'the logout confirmation': 'libs/ui/src/lib/confirm-dialog/confirm-dialog.tsx',
  'the navigation panel': NAVIGATION_PANEL,
  'the WeChat share setup': 'libs/wx-share/src/lib/wx-share-runtime.ts',
  'the tracking runtime and web-vitals': 'libs/tracking/src/lib/tracking-runtime.ts',
  'the error screen': 'libs/shell/src/lib/error-screen/error-screen.tsx',
  'the special pages': 'libs/content-detail/src/lib/special-page.tsx',
  'the comments sheet of a gallery, with the overlay': 'libs/content-detail/src/lib/comments/comments-sheet.tsx',
  'the comment list below the body (it hydrates when it comes near the viewport)': COMMENT_LIST,
  'the comments’ actions (when the comment list hydrates or the comment field is focused)': COMMENT_ACTIONS,
  'the recommendation lists below the comments': RECOMMEND_LISTS,
  'the paged lists’ engine (SWR)': PAGING_ENGINE,
  'the api client’s HTTP client, endpoint calls, named calls and endpoint table (the first call loads them)':
    'libs/api-client/src/lib/browser-calls.ts',
  'the app info’s parser (the session’s start-up loads it)': 'libs/api-client/src/lib/app-info-content.ts',
  'the session’s start-up and logout (after hydration, from an effect)': 'libs/auth/data-access/src/lib/auth-flows.ts',
  'WeChat’s open tag (inside WeChat, once the page is idle)': 'libs/open-app/src/lib/wx-open-launch-app.tsx',
  'the service worker’s registration and the links’ prefetch (at idle)':
    'libs/shell/src/lib/page-runtime/idle-runtime.ts',
  'the detail header’s title and meta line (its server HTML is kept; the code loads at idle)':
    'libs/content-detail/src/lib/detail-header-text.tsx',
  'the article body’s styles (its server HTML is kept; the code loads at idle)':
    'libs/content-detail/src/lib/article-body.tsx',
};

/** Records the site's script requests, and which of them came before the window's load event. */
function recordScripts(page: Page) {
  const all: string[] = [];
  const beforeLoad: string[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/davmu/share/assets/') || !pathname.endsWith('.js')) return;
    all.push(pathname);
    if (!loaded) beforeLoad.push(pathname);
  });
  return { all, beforeLoad };
}

/** The scripts a page's server HTML lists (its module script's imports and its preloads). */
async function scriptsOf(request: APIRequestContext, pagePath: string): Promise<string[]> {
  return (await (await request.get(pagePath)).text()).match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? [];
}

/** Every module a lazyPage or lazyComponent names (a path from the workspace root in quotes). */
function namedLazyModules(): string[] {
  const root = path.resolve(__dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.(spec|stories)\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
  const files = [path.join(root, 'apps/share-web/app/root.tsx'), ...sources(path.join(root, 'libs'))].filter((file) =>
    existsSync(file),
  );
  return [
    ...new Set(
      files
        .map((file) => readFileSync(file, 'utf8'))
        .filter((code) => /\blazy(Page|Component)\(/.test(code))
        .flatMap((code) => [...code.matchAll(/'((?:libs|apps)\/[\w/.-]+\.tsx)'/g)].map((match) => match[1])),
    ),
  ];
}

test('every module a lazyPage or lazyComponent names is a chunk of its own in the build, which the server can list with the first load', () => {
  const modules = namedLazyModules();
  // Seven feed pages, three detail pages, the two auth pages, two record-page chunks, the live room,
  // the error screen; four chunks of detail bodies.
  expect(modules.length).toBeGreaterThanOrEqual(20);
  expect(modules).toEqual(
    expect.arrayContaining([
      DETAIL_PAGE,
      'libs/shell/src/lib/error-screen/error-screen.tsx',
      'libs/live/src/lib/live-room-page.tsx',
      'libs/content-detail/src/lib/media-bodies.tsx',
    ]),
  );
  for (const module of modules) expect(() => chunkOf(module.replace(/^apps\/share-web\//, '')), module).not.toThrow();
});

test('the web-vitals library is inside the tracking runtime’s chunk, which an article loads after hydration', async ({
  request,
}) => {
  const body = await (await request.get(chunkOf('libs/tracking/src/lib/tracking-runtime.ts'))).text();
  // web-vitals' observer of the largest contentful paint, as the built chunk spells it.
  expect(body).toContain('largest-contentful-paint');
});

test('an article’s first-load script list holds none of the on-demand chunks', async ({ page, request }) => {
  const articlePath = await seededArticlePath(request);
  // The server HTML: its module script's imports and its preloads.
  const html = await (await request.get(articlePath)).text();
  const firstLoad = [...new Set(html.match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const [what, module] of Object.entries(ON_DEMAND)) {
    expect(firstLoad, `${what} (${module})`).not.toContain(chunkOf(module));
  }

  // The page the article's route loads lazily (its route shows one of three) is part of the first
  // load: the server lists its chunk, so the browser does not wait for hydration to reach the page
  // before asking for it, and then one more round trip for its imports.
  expect(firstLoad).toContain(chunkOf(DETAIL_PAGE));

  // The browser: nothing on demand is requested before the load event, and no script of the page's
  // own arrives after the first load's list (a chunk loaded on demand or after idle aside).
  const scripts = recordScripts(page);
  await page.goto(articlePath);
  await waitForHydration(page);
  await expect(page.getByTestId('comment-footer-bar')).toBeVisible();
  for (const [what, module] of Object.entries(ON_DEMAND)) {
    expect(scripts.beforeLoad, `${what} (${module})`).not.toContain(chunkOf(module));
  }
  expect(scripts.all).toContain(chunkOf(DETAIL_PAGE));
  // The lists' code comes once the page is idle, before a visitor has scrolled to them.
  await expect.poll(() => scripts.all).toContain(chunkOf(COMMENT_LIST));
  await expect.poll(() => scripts.all).toContain(chunkOf(RECOMMEND_LISTS));
});

test('a browser without modulepreload (Safari before 17: WeChat on iOS 16) fetches the first load together, each chunk once', async ({
  page,
  request,
}) => {
  const articlePath = await seededArticlePath(request);
  const firstLoad = [...new Set(await scriptsOf(request, articlePath))];
  // Chromium, told that links do not support modulepreload, as Safari 16's relList answers.
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token);
    };
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/davmu/share/assets/') && pathname.endsWith('.js')) requested.push(pathname);
  });
  await page.goto(articlePath);
  await waitForHydration(page);
  await expect(page.getByTestId('comment-footer-bar')).toHaveAttribute('data-ready', 'true');
  // Every chunk of the list is a script preload in the mode module scripts are fetched in…
  const preloads = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) =>
      links.map((link) => [new URL((link as HTMLLinkElement).href).pathname, (link as HTMLLinkElement).crossOrigin]),
    );
  expect(preloads.map(([href]) => href).sort()).toEqual([...firstLoad].sort());
  expect(new Set(preloads.map(([, mode]) => mode))).toEqual(new Set(['anonymous']));
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBe(0);
  // …which the module imports take: no chunk of the first load is requested twice.
  for (const script of firstLoad)
    expect(
      requested.filter((href) => href === script),
      script,
    ).toHaveLength(1);
});

test('the home feed pages through an engine (SWR) that is not in its first load: it arrives once the page is idle', async ({
  page,
  request,
}) => {
  const home = '/davmu/share/';
  const html = await (await request.get(home)).text();
  expect(html.match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? []).not.toContain(chunkOf(PAGING_ENGINE));
  const scripts = recordScripts(page);
  await page.goto(home);
  await waitForHydration(page);
  // `npm run bench` holds idle callbacks back to count what comes before hydration: not this.
  await expect.poll(() => scripts.all).toContain(chunkOf(PAGING_ENGINE));
});

test('a video’s first-load list holds the chunk of its body, which an article’s does not', async ({ request }) => {
  const MEDIA_BODIES = 'libs/content-detail/src/lib/media-bodies.tsx';
  const videoPath = (await seededOfType(request, 'video')).share_link;
  // Hydration needs the body at once: the server lists its chunk with the framework's.
  expect(await scriptsOf(request, videoPath)).toContain(chunkOf(MEDIA_BODIES));
  expect(await scriptsOf(request, await seededArticlePath(request))).not.toContain(chunkOf(MEDIA_BODIES));
});

test('an article loads the login panel, the open-app dialog and the navigation panel once idle, so a tap waits for no chunk', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  await page.goto(await seededArticlePath(request));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Not in the first load (the on-demand test above), but there before a visitor taps (issue 62).
  const panels = [LOGIN_PANEL, OPEN_APP_DIALOG, NAVIGATION_PANEL];
  for (const module of panels) {
    expect(scripts.beforeLoad).not.toContain(chunkOf(module));
    await expect.poll(() => scripts.all, module).toContain(chunkOf(module));
  }
  const requestedBeforeTaps = scripts.all.length;
  const banner = page.getByTestId('open-app-banner');

  await banner.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '手机号登录' })).toBeVisible();
  await page.getByRole('dialog', { name: '手机号登录' }).getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog', { name: '手机号登录' })).toHaveCount(0);

  await banner.getByRole('button', { name: '导航' }).click();
  await expect(page.getByRole('dialog', { name: '频道导航' })).toBeVisible();
  await page.getByRole('button', { name: '关闭导航' }).click();
  await expect(page.getByRole('dialog', { name: '频道导航' })).toHaveCount(0);

  await banner.getByRole('button', { name: '打开APP' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.all.slice(requestedBeforeTaps).filter((script) => panels.map(chunkOf).includes(script))).toEqual([]);
});

test('an article loads the comments’ actions when its comment list comes near, never for a visitor who stays at the top', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  await page.goto(await seededArticlePath(request));
  await waitForHydration(page);
  // Idle has come: the lists' code is there, the actions' is not.
  await expect.poll(() => scripts.all).toContain(chunkOf(RECOMMEND_LISTS));
  await page.waitForTimeout(500);
  expect(scripts.all).not.toContain(chunkOf(COMMENT_ACTIONS));
  await page.getByTestId('comment').first().scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.all).toContain(chunkOf(COMMENT_ACTIONS));
});

test('a gallery loads its comments sheet once idle, so the tap on its comment count waits for no chunk', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  const gallery = (await seededItems(request)).find((item) => item.content_type === 'image');
  if (!gallery) throw new Error('no seeded gallery');
  await page.goto(gallery.share_link);
  await waitForHydration(page);
  const sheet = chunkOf('libs/content-detail/src/lib/comments/comments-sheet.tsx');
  expect(scripts.beforeLoad).not.toContain(sheet);
  await expect.poll(() => scripts.all).toContain(sheet);
});

/** V8's explicit compile hint (tools/vite-plugins/src/lib/chunks.ts, COMPILE_HINT). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test('an article’s framework chunks are served with V8’s compile hint on their first line, and the site’s own chunks without it', async ({
  request,
}) => {
  const html = await (await request.get(await seededArticlePath(request))).text();
  const firstLoad = [...new Set(html.match(/\/davmu\/share\/assets\/[\w.-]+\.js/g) ?? [])];
  const framework = firstLoad.filter((script) => /\/framework-[\w-]+\.js$/.test(script));
  // React with React DOM, React Router, styled-components (tools/vite-plugins/src/lib/chunks.ts).
  expect(framework).toHaveLength(3);
  for (const script of firstLoad) {
    // The first line of a minified chunk is most of it: a failure shows its start.
    const firstLine = (await (await request.get(script)).text()).split('\n', 1)[0].slice(0, 60);
    if (framework.includes(script)) expect(firstLine, script).toBe(COMPILE_HINT);
    else expect(firstLine, script).not.toContain('allFunctionsCalledOnLoad');
  }
});

test('the article’s own code comes in the shell chunks, which import only the framework and each other; the home page does without the detail pages’ chunk', async ({
  request,
}) => {
  const root = shellChunk('root');
  const detail = shellChunk('detail');
  const framework = /\/framework-[\w-]+\.js$/;
  expect(root.imports.filter((script) => !framework.test(script))).toEqual([]);
  expect(detail.imports.filter((script) => !framework.test(script) && script !== root.file)).toEqual([]);
  // What the served code imports is what the manifest says.
  for (const chunk of [root, detail]) {
    const code = await (await request.get(chunk.file)).text();
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
      (match) => `/davmu/share/assets/${match[1]}`,
    );
    expect(new Set(imported), chunk.file).toEqual(new Set(chunk.imports));
  }
  const article = await scriptsOf(request, await seededArticlePath(request));
  expect(article).toEqual(expect.arrayContaining([root.file, detail.file, chunkOf(DETAIL_PAGE)]));
  const home = await scriptsOf(request, '/davmu/share/');
  expect(home).toContain(root.file);
  expect(home).not.toContain(detail.file);
});

test('a page loads its own route’s code and no other route’s; the login page none of the home page’s', async ({
  request,
}) => {
  const routes = routeModuleChunks();
  // Seven feed pages, the detail, live, record and account pages, the desktop frame, the 404 page.
  expect(routes.size).toBeGreaterThanOrEqual(30);
  const routesLoadedBy = (scripts: string[]) =>
    [...routes].filter(([, file]) => scripts.includes(file)).map(([route]) => route);
  const home = await scriptsOf(request, '/davmu/share/');
  expect(routesLoadedBy(home)).toEqual(['home']);
  // The home route's chunk defines its page (lazyPage names the page's module); nothing the home page
  // loads defines another page of the feed.
  expect(await (await request.get(routes.get('home') as string)).text()).toContain(HOME_PAGE);
  const homeCode = await Promise.all(home.map(async (script) => (await request.get(script)).text()));
  for (const other of ['search/search-page', 'list/list-page', 'bar/bar-page', 'activity/activity-page'])
    expect(homeCode.join('\n')).not.toContain(`libs/feed/src/lib/${other}.tsx`);
  expect(routesLoadedBy(await scriptsOf(request, await seededArticlePath(request)))).toEqual(['content-detail']);
  const login = await scriptsOf(request, '/davmu/share/auth');
  expect(routesLoadedBy(login)).toEqual(['auth']);
  expect(home).toContain(chunkOf(HOME_PAGE));
  expect(login).not.toContain(chunkOf(HOME_PAGE));
});

test('the build’s Vite manifest is never served', async ({ request }) => {
  expect((await request.get('/davmu/share/.vite/manifest.json')).status()).toBe(404);
});
