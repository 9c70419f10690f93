/**
 * Test kit: the least of a React Router server build that the site's server can serve, with the
 * document render given by the test (what the HTML cache, its fast path and the metrics see),
 * loopback servers for the site and the fake platforms around it, and a poll for what the server
 * does after its answer.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext, ServerBuild } from 'react-router';
import pino from 'pino';
import type { PageRules } from './page-rules';
import { createShareWebApp, type ShareWebServerOptions } from './share-web-app';

type DocumentRender = (
  request: Request,
  status: number,
  headers: Headers,
  context: unknown,
  loadContext?: AppLoadContext,
) => Response | Promise<Response>;

/** A route of the build's flat table, with an optional handle (query declarations) and index flag. */
export const fakeRoute = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
  index?: boolean,
) => ({
  id,
  parentId,
  path,
  index,
  module: { default: () => null, handle },
});

/** The default table: a root and one route for every page under the base path. */
const PAGE_ROUTES = { root: fakeRoute('root', undefined, ''), page: fakeRoute('page', 'root', 'davmu/share/*') };

export function fakeServerBuild(
  render: DocumentRender,
  options: { routes?: Record<string, ReturnType<typeof fakeRoute>>; basename?: string } = {},
): ServerBuild {
  return {
    entry: { module: { default: render } },
    routes: options.routes ?? PAGE_ROUTES,
    ...(options.basename ? { basename: options.basename } : {}),
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/nonexistent',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
  } as unknown as ServerBuild;
}

/** Starts `server` on a free loopback port; its origin. */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes servers at once, their kept-alive connections too. */
export function closeNow(...servers: Server[]): void {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Reads `read` every 10 ms until `done` holds of its value or 3 s have passed, and answers the last
 * value: for what the server does a moment after its client has the answer (a request is counted,
 * or its log line written, when the answer has finished).
 */
export async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

/**
 * Page rules for the tests of this library: `preview-` paths and /auth private, frames by
 * Sec-Fetch-Dest, and no query key that makes another page. The app's own rules and its route
 * table are tested with the server in apps/share-web/server.
 */
export const testPageRules: PageRules = {
  isPrivatePath: (pathname) => pathname.includes('/preview-') || pathname === '/davmu/share/auth',
  isFramedPageRequest: (fetchDest) => fetchDest === 'iframe',
  pcPageAddress: (address) => `/davmu/share/pc?url=${encodeURIComponent(address)}`,
  queryKeysOf: () => [],
  canonicalTarget: (target) => target.split('?')[0],
  environmentClass: (env) => (env.isOwnClient ? 'own' : env.isMiniProgram ? 'mini' : env.isWeChat ? 'wechat' : 'other'),
};

/**
 * The site's server (createShareWebApp) with `settings` on a free loopback port, with this library's
 * page rules, no client files, a silent logger and no pages unless given: the server and its origin.
 */
export async function startTestSite({
  settings,
  build = {} as ServerBuild,
  logger = pino({ level: 'silent' }),
}: Pick<ShareWebServerOptions, 'settings'> & Partial<Pick<ShareWebServerOptions, 'build' | 'logger'>>): Promise<{
  site: Server;
  origin: string;
}> {
  const { handler } = createShareWebApp({ settings, build, clientDir: '/nonexistent', logger, rules: testPageRules });
  const site = http.createServer(handler);
  return { site, origin: await listenOnLoopback(site) };
}
