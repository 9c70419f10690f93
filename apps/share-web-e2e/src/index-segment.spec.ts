import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 58: a route whose last segment is `{index}` is a page only at exactly index.html, as the
 * visitor wrote it. Search, invite, activity and the other list pages answered 200 for anything
 * there, and the router decodes the segment: `%69ndex.html` named an article's cached copy, and
 * `index.html%2F..%2F..%2Fnews%2F…` (one segment here, an article to a cache that decodes it) filled
 * an article's cache entry with the invitation page. Every such route of the table, read from
 * apps/share-web/app/routes.ts, is asked with each wrong last segment.
 */
const BASE = '/davmu/share';
const ROUTE_TABLE = readFileSync(path.join(__dirname, '../../share-web/app/routes.ts'), 'utf8');
const INDEX_ROUTES = [...ROUTE_TABLE.matchAll(/route\(\s*'([^']*\/:index)'/g)].map((match) => match[1]);

/** A public id that passes the decoding check (encodePublicId(1)). */
const ID = 'vQwEwRUZ';
/** A value for each route parameter the table uses, so that only the last segment is wrong. */
const PARAM_VALUES: Record<string, string> = {
  actor: 'news',
  type: 'doc',
  year: '2026',
  month: '11',
  id: ID,
  post_id: ID,
  list_id: ID,
  user_id: ID,
  catalog_id: ID,
  screen: 'ImageScreen',
};

/** The route's path with every parameter filled in (optional ones too) and `last` as its last segment. */
function pathOf(pattern: string, last: string): string {
  const segments = pattern.split('/').map((segment) => {
    if (segment === ':index') return last;
    if (!segment.startsWith(':')) return segment;
    return PARAM_VALUES[segment.replace(/^:|\?$/g, '')] ?? 'x';
  });
  return `${BASE}/${segments.join('/')}`;
}

const WRONG_LAST_SEGMENTS = [
  'anything.html',
  '%69ndex.html',
  'INDEX.HTML',
  'index.html%2F..%2F..%2Fnews%2Fdoc%2F2026%2F11%2FvQwEwRUZ%2Findex.html',
];

test('the route table has the {index} routes of spec §2', () => {
  expect(INDEX_ROUTES).toEqual(
    expect.arrayContaining([
      'search/:index',
      'invite/:code?/:index',
      'activity/:post_id?/:index',
      'special/:id?/:index',
      'content_model/:index',
      'dimim/circle/:index',
      'fazak/problemShare/:index',
      'clue_report/topics/:index',
      'dejin/catalog/:index',
      'list/:list_id?/:index',
      'fly_card/:list_id?/:index',
      ':actor/:type/:year?/:month?/:post_id?/:index',
    ]),
  );
});

for (const pattern of INDEX_ROUTES) {
  test(`${pattern} answers the 404 page unless its last segment is exactly index.html`, async ({ request }) => {
    const answers = [];
    for (const last of WRONG_LAST_SEGMENTS) {
      const target = pathOf(pattern, last);
      const answer = await request.get(target, { maxRedirects: 0 });
      answers.push([target, answer.status(), (await answer.text()).includes('抱歉，您访问的页面不存在')]);
    }
    expect(answers).toEqual(WRONG_LAST_SEGMENTS.map((last) => [pathOf(pattern, last), 404, true]));
  });
}
