/**
 * The browser's chunks. Every page loads the root route and (but the desktop frame and the 404
 * page) a layout. 'root' is the root route's code and the layouts the article renders in (the index
 * guard, the detail frame), with what the article's page shares with any other page or later-loaded
 * code; what the article's page shares only with the other detail pages is a chunk of its own,
 * 'detail'; the other layouts' code (the lists' tab bar and bottom bar) is 'layouts'; the home
 * page's code, with what it shares with the feed's other pages, 'home-page' (shellChunks). Rollup
 * alone split that code into many small files by the set of entries using each module (a route
 * module is an entry of its own, and Rollup cannot know that every page loads the root): the
 * article loaded 19 files, of which 16 were the site's (33.2 KB gzip); with root and detail 11, of
 * which 8 (29.8 KB). Small files cost requests and compress worse: the same code in one file is 4
 * KB less gzip. With the lists' layouts in 'root' the article loaded their code too: taking them
 * out cut its first load 150.6 -> 149.1 KB and its site code 34.3 -> 32.8 KB; left to Rollup, that
 * code made the home page 27 files (154.7 KB), as 'layouts' 22 (153.4 KB). React with React DOM,
 * React Router and styled-components are three chunks of their own (the framework chunks,
 * `framework-*`), which a deploy of the site's code does not change: three, not one, so the page's
 * loader can evaluate each in a task of its own (apps/share-web/app/lib/deferred-scripts.ts;
 * together they took 15 ms of CPU in one task). The rest (each page's own code, code loaded on
 * demand) is chunked by Rollup, but the page routes' modules: each is a chunk of its own
 * (routeChunks).
 */
import type { Plugin, Rollup } from 'vite';
import { type ModuleUsage, moduleUsage } from './module-usage';

/**
 * The framework chunks' names, in their order of evaluation (the app's page loader evaluates them in
 * that order): React with React DOM, React Router, styled-components.
 */
export type FrameworkChunks = readonly [react: string, router: string, styled: string];

/** Which framework chunk (its index in FrameworkChunks) a library's modules go to. */
const FRAMEWORK: Array<[RegExp, 0 | 1 | 2]> = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 0],
  [/\/node_modules\/(react-router|@react-router)\//, 1],
  // stylis-without-prefixer.ts: stylis as styled-components gets it in the browser (styled-components.ts).
  [/\/node_modules\/(styled-components|stylis)\/|\/tools\/vite-plugins\/src\/lib\/stylis-without-prefixer\.ts$/, 2],
];
const frameworkChunkOf = (id: string) => FRAMEWORK.find(([pattern]) => pattern.test(id))?.[1];
/**
 * Modules the root's code imports when it first needs them, each a chunk of its own: left to Rollup,
 * its merging of small chunks put code that pages need at once into them (the chunks every page's
 * code shares), and the first load then fetched them all the same.
 */
const ON_DEMAND: Array<[RegExp, string]> = [
  [/\/libs\/contract\/src\/(lib\/api\/)?routes\.ts$/, 'api-runtime'],
  [/\/libs\/api-client\/src\/lib\/(browser-calls|api-client|endpoint-call|request-id)\.ts$/, 'api-runtime'],
  [/\/libs\/api-client\/src\/lib\/(constants|messages)\/requests\.ts$/, 'api-runtime'],
  [/\/libs\/api-client\/src\/lib\/app-info-content\.ts$/, 'app-info-parser'],
  // The session's flows, and uuid (the start-up's device id, the calls' request ids, the tracker's
  // ids) with them, as every page loads them after hydration: left to Rollup, uuid joined the
  // tracking runtime. The chunk is named after the flows' module (the browser tests find it so).
  [/\/libs\/auth\/data-access\/src\/lib\/auth-flows\.ts$/, 'auth-flows'],
  [/\/node_modules\/uuid\//, 'auth-flows'],
  [/\/app\/lib\/page-runtime\.ts$/, 'page-runtime'],
  [/\/libs\/open-app\/src\/lib\/wx-open-launch-app\.tsx$/, 'wx-open-launch-app'],
  // What the shell mounts once the page is idle (atIdle), the WeChat share hook with its setup: left
  // to Rollup, its merging of small chunks put the lists' strings into the desktop redirect's chunk
  // and the cards' duration format into the share hook's, and the home page loaded both at once.
  [/\/libs\/shell\/src\/lib\/desktop-page\/desktop-redirect\.tsx$/, 'desktop-redirect'],
  [/\/libs\/shell\/src\/lib\/app-services\/wx-share-setup\.tsx$/, 'wx-share-setup'],
  [/\/libs\/wx-share\/src\/lib\/use-wx-share\.ts$/, 'wx-share-setup'],
];
const onDemandChunkOf = (id: string) => ON_DEMAND.find(([pattern]) => pattern.test(id))?.[1];
/** Rollup's helpers for CommonJS modules, which React and React DOM are: framework code too. */
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
const ROOT_ROUTE = /\/app\/root\.tsx$/;
/**
 * A page's route module (app/routes), by its file's name: the file, and React Router's entry for it
 * (the file's path with a query), which re-exports what the browser reads of it.
 */
const PAGE_ROUTE = /\/app\/routes\/([\w-]+)\.tsx(?:\?[\w-]*)?$/;
/** The layout routes (app/routes.ts): every page but the desktop frame and the 404 page renders in one. */
const LAYOUT_ROUTE = /\/app\/layouts\/[\w-]+\.tsx$/;
/**
 * The layout routes the article renders in: the guard of every page's `{index}` segment and the
 * detail pages' frame. The other layouts (the lists' tab bar and bottom bar) are the 'layouts' chunk.
 */
const ARTICLE_LAYOUT_ROUTE = /\/app\/layouts\/(index-guard|doc-detail-layout)\.tsx$/;
/**
 * The home page: its code, and what it shares with the feed's other pages only, is one chunk
 * ('home-page'). Left to Rollup, the home page loaded 24 files (151.2 KB gzip) instead of 21
 * (150.7); in 'layouts', every page of the default layout loaded it (the login page 144.5 -> 151.3).
 */
const HOME_PAGE = /\/libs\/feed\/src\/lib\/home\/home-page\.tsx$/;
/** The feed's pages (the home page, search, lists, the activity, the bar…). */
const FEED = /\/libs\/feed\//;
/** The detail pages' code (their pages, bodies, lists and routes). */
const DETAIL_FAMILY =
  /\/libs\/(content-detail|live)\/|\/app\/routes\/(content-detail|special-detail|special-short|live-room)\.tsx/;
/** The page a shared link opens most: the shell chunks are cut for its first load. */
const ARTICLE_PAGE = /\/libs\/content-detail\/src\/lib\/content-detail-page\.tsx$/;

/**
 * The site's shell chunks. 'root': the code of the root route and the layouts (every page renders in
 * one), and what the article's page shares with the other pages and the code loaded later. 'detail':
 * what the article's page shares with the other detail pages only (the header, the layout of the
 * blocks, the reading body…). 'layouts' and 'home-page': above. What Rollup keeps of a module is
 * what any chunk uses, in the chunk the module is in: a module a shell chunk's code imports from goes
 * with it (into 'root' when pages other than the detail pages use it), so that a shell chunk never
 * imports a page's chunk.
 */
type ShellChunk = 'root' | 'detail' | 'layouts' | 'home-page';

const skip = (id: string) => id === COMMONJS_HELPERS || Boolean(frameworkChunkOf(id));
/** A module loaded on demand, or lazily (its own chunk, the page's or a component's), stays out. */
const isMovable = (id: string, getModuleInfo: Rollup.GetModuleInfo) =>
  !skip(id) && !onDemandChunkOf(id) && !getModuleInfo(id)?.dynamicImporters.length;
/** A module Rollup starts a chunk from: an entry (the browser's, a route's) or a module loaded by import(). */
const isChunkStart = (info: Rollup.ModuleInfo | null): info is Rollup.ModuleInfo =>
  Boolean(info && (info.isEntry || info.dynamicImporters.length > 0));

function shellChunks(ids: string[], getModuleInfo: Rollup.GetModuleInfo, usage: ModuleUsage): Map<string, ShellChunk> {
  const movable = (id: string) => isMovable(id, getModuleInfo);
  const root = new Set(
    ids.filter((id) => ROOT_ROUTE.test(id) || ARTICLE_LAYOUT_ROUTE.test(id)).flatMap((id) => [...usage.usedBy(id)]),
  );
  const article = ids.find((id) => ARTICLE_PAGE.test(id));
  const articleUses = article ? usage.usedBy(article) : new Set<string>();
  const usedByOthers = new Set<string>();
  const usedByDetailPages = new Set<string>();
  const sharedWithDetailPages = new Set<string>();
  const usedOutsideFeed = new Set<string>();
  for (const entry of ids) {
    const info = getModuleInfo(entry);
    if (!isChunkStart(info) || entry === article || root.has(entry)) continue;
    const detailPage = DETAIL_FAMILY.test(entry);
    // Code the article's own modules load on demand: what it shares with the article is loaded by then.
    const loadedByArticle = !info.isEntry && info.dynamicImporters.every((importer) => articleUses.has(importer));
    // A route's own code is its chunk (routeChunks): the feed's routes use the feed's strings.
    const feedPage = FEED.test(entry) || PAGE_ROUTE.test(entry);
    for (const used of usage.usedBy(entry)) {
      (detailPage ? usedByDetailPages : usedByOthers).add(used);
      if (!feedPage) usedOutsideFeed.add(used);
      if (articleUses.has(used) && used !== article && movable(used) && !loadedByArticle)
        (detailPage ? sharedWithDetailPages : root).add(used);
    }
  }
  const detail = new Set([...sharedWithDetailPages].filter((used) => !usedByOthers.has(used)));
  for (const used of sharedWithDetailPages) if (usedByOthers.has(used)) root.add(used);
  const queue = [...root, ...detail];
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const dependency of usage.dependencies.get(next) ?? []) {
      if (root.has(dependency) || !movable(dependency)) continue;
      if (detail.has(next) && !usedByOthers.has(dependency)) {
        if (detail.has(dependency)) continue;
        detail.add(dependency);
      } else {
        detail.delete(dependency);
        root.add(dependency);
      }
      queue.push(dependency);
    }
  }
  /** What `starts` run and what that code imports, each module once, as far as `belongs` accepts. */
  const gather = (starts: string[], belongs: (id: string) => boolean) => {
    const found = new Set<string>();
    const queue = starts.flatMap((id) => [id, ...usage.usedBy(id)]);
    for (let next = queue.pop(); next; next = queue.pop()) {
      if (found.has(next) || !belongs(next)) continue;
      found.add(next);
      queue.push(...(usage.dependencies.get(next) ?? []));
    }
    return found;
  };
  // The other layouts' code that is not the root's: one chunk, not Rollup's small files per set of
  // pages (the home page loaded 27 files with it left to Rollup, 23 before, when it was the root's).
  const layouts = gather(
    ids.filter((id) => LAYOUT_ROUTE.test(id) && !ARTICLE_LAYOUT_ROUTE.test(id)),
    (id) => !root.has(id) && !detail.has(id) && !usedByDetailPages.has(id) && (movable(id) || LAYOUT_ROUTE.test(id)),
  );
  const inShell = (id: string) => root.has(id) || detail.has(id) || layouts.has(id);
  // The home page's code: what any page outside the feed uses stays with Rollup (the login page
  // shares the page blocks, the cards; the detail pages the cards too).
  const home = gather(
    ids.filter((id) => HOME_PAGE.test(id)),
    (id) => !inShell(id) && !usedOutsideFeed.has(id) && (movable(id) || HOME_PAGE.test(id)),
  );
  const chunkOf =
    (chunk: ShellChunk) =>
    (id: string): [string, ShellChunk] => [id, chunk];
  return new Map([
    ...[...root].map(chunkOf('root')),
    ...[...detail].map(chunkOf('detail')),
    ...[...layouts].map(chunkOf('layouts')),
    ...[...home].map(chunkOf('home-page')),
  ]);
}

/**
 * The page routes' chunks. Each route module is a chunk of its own, named after its file, with the
 * modules only its code uses (its lazy page's definition: one module per page, in the libraries'
 * lazy-pages folders). Left to Rollup, the route modules were small chunks it merged with others'
 * (the home page loaded the routes of search, the activity, the bar, the list and the fly card, and
 * the definitions of all the feed's pages) and each route was a facade re-exporting them. What only
 * routes and lazily loaded code use is a chunk per set of users (the record pages' head, the
 * community's constants): left to Rollup, such small chunks were merged into chunks other pages
 * load (the video page loaded the clue reports' strings and the community's constants).
 */
function routeChunks(
  ids: string[],
  getModuleInfo: Rollup.GetModuleInfo,
  usage: ModuleUsage,
  shell: Map<string, ShellChunk>,
): Map<string, string> {
  // The chunk starts whose code uses each module: a route (its file and its entry are one) or any other.
  const users = new Map<string, Set<string>>();
  const routes = new Set<string>();
  for (const start of ids) {
    if (!isChunkStart(getModuleInfo(start))) continue;
    const route = PAGE_ROUTE.exec(start)?.[1];
    if (route) routes.add(route);
    for (const used of usage.usedBy(start)) users.set(used, (users.get(used) ?? new Set()).add(route ?? start));
  }
  const routeOrLazy = (user: string) => routes.has(user) || Boolean(getModuleInfo(user)?.dynamicImporters.length);
  const chunks = new Map<string, string>();
  const sharedChunks = new Map<string, string>();
  // A manual chunk's name is its identity: a shared chunk never takes a route's, a shell chunk's or an
  // on-demand chunk's name (it would join that chunk).
  const taken = new Set<string>([...routes, ...shell.values(), ...ON_DEMAND.map(([, name]) => name)]);
  for (const id of ids) {
    if (shell.has(id)) continue;
    const route = PAGE_ROUTE.exec(id)?.[1];
    if (route) {
      chunks.set(id, route);
      continue;
    }
    const used = [...(users.get(id) ?? [])].sort();
    if (!isMovable(id, getModuleInfo) || !used.some((user) => routes.has(user)) || !used.every(routeOrLazy)) continue;
    if (used.length === 1) {
      chunks.set(id, used[0]);
      continue;
    }
    const key = used.join('\0');
    const name = sharedChunks.get(key) ?? uniqueName(chunkNameOf(id), taken);
    taken.add(name);
    sharedChunks.set(key, name);
    chunks.set(id, name);
  }
  return chunks;
}

/** A chunk's name after its first module: the library's name and the file's ('community-constants'). */
function chunkNameOf(id: string): string {
  const [, library, file] = /(?:\/libs\/([\w-]+)\/.*)?\/([\w-]+)\.tsx?$/.exec(id) ?? [];
  return [library, file ?? 'shared'].filter(Boolean).join('-');
}

function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n += 1) unique = `${name}-${n}`;
  return unique;
}

export function browserChunks(frameworkChunks: FrameworkChunks): Rollup.GetManualChunk {
  let chunks: Map<string, string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    const framework = id === COMMONJS_HELPERS ? 0 : frameworkChunkOf(id);
    if (framework !== undefined) return frameworkChunks[framework];
    const onDemand = onDemandChunkOf(id);
    if (onDemand) return onDemand;
    if (!chunks) {
      const ids = [...getModuleIds()];
      const usage = moduleUsage(getModuleInfo, skip);
      const shell = shellChunks(ids, getModuleInfo, usage);
      chunks = new Map([...shell, ...routeChunks(ids, getModuleInfo, usage, shell)]);
    }
    return chunks.get(id);
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines ignore the comment): every
 * function of a script whose first line it is gets compiled eagerly, when the script is compiled,
 * instead of lazily when first called. React DOM's client is mostly called while the page
 * hydrates, and its lazy compilation made evaluating its chunk the longest task after the first
 * paint; the work is now a compile task of its own (on the main thread: the page's loader
 * preloads and imports its modules, and Chromium did not stream them here) and a shorter
 * evaluation, and less of it in all. Interleaved loads of the seeded article (9 each, this 2-core
 * machine, main-thread CPU time): the longest task after the first paint 30.7 -> 23.9 ms and the
 * main thread's CPU over the whole load 451 -> 419 ms. Only on the framework chunks: on all the
 * first-load chunks it was worse (32.5 ms, 497 ms).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of each framework chunk. After the minifier (which
 * drops the comment) and before Rollup hashes the chunk's name, so the name covers it.
 */
export function frameworkCompileHints(frameworkChunks: FrameworkChunks): Plugin {
  const framework = new Set<string>(frameworkChunks);
  return {
    name: 'share-web:framework-compile-hints',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        return framework.has(chunk.name) ? { code: `${COMPILE_HINT}\n${code}`, map: null } : null;
      },
    },
  };
}
