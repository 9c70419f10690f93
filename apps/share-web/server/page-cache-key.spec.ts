/**
 * @jest-environment node
 */
// The HTML micro-cache's key on a table of URLs, over the site's real route table (app/routes.ts)
// and the query keys its route modules declare: WeChat's share parameters, utm_*, share_* and
// unknown keys never make another entry; a route's own parameters do, in one order and encoding.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import routeConfig from '../app/routes';
import { declaredQueryKeys } from '../app/lib/page-query';
import { type BuildRoute, htmlCacheKey, pageQueryMatcher, pathOf } from '@share/share-web-server';
import { canonicalTarget, queryKeysOf } from '../app/lib/page-query';
import { NGINX_PAGE_CACHE_KEY, nginxQueryKeyConf } from './nginx-query-key';

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/** The server build's route table for app/routes.ts: ids as React Router makes them, each module loaded. */
async function realRoutes(): Promise<Record<string, BuildRoute>> {
  // The root reads no query; its module is not needed here.
  const routes: Record<string, BuildRoute> = { root: { id: 'root', path: '', module: {} } };
  const add = async (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
      const module = await import(`../app/${entry.file}`);
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      await add(entry.children ?? [], id);
    }
  };
  await add(routeConfig as ConfigEntry[], 'root');
  return routes;
}

const ARTICLE = '/davmu/share/news/doc/2026/11/AbCdEfGh/index.html';
const PREVIEW = '/davmu/share/preview-holly/doc/2026/11/AbCdEfGh/index.html';
const HOME = '/davmu/share/';

/** [what, request URL, the canonical address its key names] */
const TABLE: Array<[string, string, string]> = [
  ['a plain article link', ARTICLE, ARTICLE],
  ["WeChat's moments share (from=timeline&isappinstalled=0)", `${ARTICLE}?from=timeline&isappinstalled=0`, ARTICLE],
  ["WeChat's chat share (from=singlemessage)", `${ARTICLE}?from=singlemessage`, ARTICLE],
  [
    "WeChat's group share (from=groupmessage&isappinstalled=1)",
    `${ARTICLE}?from=groupmessage&isappinstalled=1`,
    ARTICLE,
  ],
  ['analytics parameters (utm_*)', `${ARTICLE}?utm_source=wechat&utm_medium=social&utm_campaign=spring`, ARTICLE],
  ['share tracking parameters (share_*)', `${ARTICLE}?share_from=app&share_uid=42&share_token=x`, ARTICLE],
  ['unknown keys, a bare key and an empty query', `${ARTICLE}?cache-test=1700000000&nocache&`, ARTICLE],
  ["a detail page's `_` outside a preview (it reads it only on a preview)", `${ARTICLE}?_=1700000000000`, ARTICLE],
  [
    "a preview's own `_` (the preview reload rule), WeChat's from dropped",
    `${PREVIEW}?from=timeline&_=1700000000000`,
    `${PREVIEW}?_=1700000000000`,
  ],
  ["the frame's preview flag (no banner) on any page", `${ARTICLE}?from=timeline&preview=1`, `${ARTICLE}?preview=1`],
  [
    "the home page's group, WeChat's keys dropped",
    `${HOME}?from=singlemessage&group=g1&isappinstalled=0`,
    `${HOME}?group=g1`,
  ],
  ['a repeated key: its first value, as the loader reads it', `${HOME}?group=g1&group=g2`, `${HOME}?group=g1`],
  ['a percent-encoded value', `${HOME}?group=%E6%96%B0%E9%97%BB`, `${HOME}?group=%E6%96%B0%E9%97%BB`],
  ['the same value unencoded: the same entry', `${HOME}?group=新闻`, `${HOME}?group=%E6%96%B0%E9%97%BB`],
  [
    'a space as %20',
    '/davmu/share/search/index.html?keyword=a%20b&utm_source=x',
    '/davmu/share/search/index.html?keyword=a+b',
  ],
  [
    'a space as +: the same entry',
    '/davmu/share/search/index.html?keyword=a+b',
    '/davmu/share/search/index.html?keyword=a+b',
  ],
  ['a key with an empty value stays (it is not the absent key)', `${HOME}?group=`, `${HOME}?group=`],
  [
    'keys in another order: one order',
    '/davmu/share/content_model/index.html?preview=1&id=m1',
    '/davmu/share/content_model/index.html?id=m1&preview=1',
  ],
  [
    "the same keys in order with WeChat's between them",
    '/davmu/share/content_model/index.html?id=m1&from=timeline&preview=1',
    '/davmu/share/content_model/index.html?id=m1&preview=1',
  ],
  [
    "a community post's id; circle_id is not read there",
    '/davmu/share/dimim/content/index.html?circle_id=c1&id=5mB3LfSJ&from=singlemessage',
    '/davmu/share/dimim/content/index.html?id=5mB3LfSJ',
  ],
  [
    "a law question's id",
    '/davmu/share/fazak/problemShare/index.html?id=qWh9V4Rg&utm_medium=social',
    '/davmu/share/fazak/problemShare/index.html?id=qWh9V4Rg',
  ],
  [
    "a dejin catalogue's catalog_id",
    '/davmu/share/dejin/content/index.html?utm_source=x&catalog_id=cat-1',
    '/davmu/share/dejin/content/index.html?catalog_id=cat-1',
  ],
  ["a key another route reads is not this route's (id on the home page)", `${HOME}?id=5mB3LfSJ`, HOME],
  [
    'a path no route serves keeps only its path',
    '/davmu/share/no/such/page/at/all/here?group=g1',
    '/davmu/share/no/such/page/at/all/here',
  ],
];

describe('the HTML micro-cache key', () => {
  let keysOf: (pathname: string) => readonly string[];
  beforeAll(async () => {
    keysOf = pageQueryMatcher({ routes: await realRoutes(), basename: '/davmu/share/' }, queryKeysOf);
  });
  const keyOf = (url: string, environment = 'wechat') =>
    htmlCacheKey(environment, 'https', 'h.example', canonicalTarget(url, keysOf(pathOf(url))));

  it.each(TABLE)('%s: %s', (_what, url, canonical) => {
    expect(keyOf(url)).toBe(`wechat https://h.example${canonical}`);
  });

  it('keeps the environment class apart: WeChat, a mini program, the own client and other browsers', () => {
    const url = `${ARTICLE}?from=timeline`;
    expect(new Set(['wechat', 'mini', 'own', 'other'].map((environment) => keyOf(url, environment))).size).toBe(4);
    expect(keyOf(url, 'other')).toBe(`other https://h.example${ARTICLE}`);
  });

  it('declares what each route reads', () => {
    expect(keysOf(HOME)).toEqual(['group', 'preview']);
    expect(keysOf(ARTICLE)).toEqual(['preview']);
    expect(keysOf(PREVIEW)).toEqual(['_', 'preview']);
    expect(keysOf('/davmu/share/dimim/circle/index.html')).toEqual(['id', 'preview']);
    expect(keysOf('/davmu/share/pc')).toEqual(['url']);
  });

  it('gives nginx the union of the declared keys (its page-query template is current)', async () => {
    const keys = declaredQueryKeys(Object.values(await realRoutes()).map((route) => route.module.handle));
    expect(keys).toEqual(['_', 'catalog_id', 'group', 'id', 'keyword', 'preview', 'url']);
    const file = path.join(__dirname, '../../../deploy/nginx/templates/01-share-web-page-query.conf.template');
    if (process.env['WRITE_NGINX_QUERY_KEY'] === '1') writeFileSync(file, nginxQueryKeyConf(keys));
    expect(readFileSync(file, 'utf8')).toBe(nginxQueryKeyConf(keys));
  });

  it("shows in the page-query template's comment the key nginx's page cache really uses", () => {
    const site = readFileSync(path.join(__dirname, '../../../deploy/nginx/templates/share-web.conf.template'), 'utf8');
    const keys = [...site.matchAll(/^\s*proxy_cache_key "([^"]*)";$/gm)].map((match) => match[1]);
    expect(keys).toEqual([NGINX_PAGE_CACHE_KEY]);
    expect(nginxQueryKeyConf(['group'])).toContain(`#   proxy_cache_key "${NGINX_PAGE_CACHE_KEY}";`);
  });
});
