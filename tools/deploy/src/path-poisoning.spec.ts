// Issue 58: nginx keys its page cache on the decoded, resolved $uri, the site routes on the raw path.
// Once an article's copy was older than s-maxage, `/davmu/share/invite/index.html%2F..%2F..%2Fnews…`
// made nginx refresh the article's key with the invitation page (3 of 3 next visitors got it, HIT),
// and `…/%69ndex.html` made its canonical link. Replayed here through nginx in front of the real
// site (its production build: its own router) and the platform API's seeded articles.
import { get, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../../../deploy/testing/nginx-front';
import { seededLinks, startRealSite, type RealSite } from './real-site';

/** A phone in WeChat: a class nginx caches pages for. */
const WECHAT = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};
/** The site's pages are fresh in shared caches for s-maxage=30 (apps/share-web/app/lib/cache-control.ts). */
const STALE_AFTER_MS = 31_000;
/** The invitation page's title (libs/auth/feature's INVITE_TITLE). */
const INVITE_TITLE = '邀请你一起加入';

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];

describe('a stale page in nginx cannot be refreshed with another page through an encoded path', () => {
  let site: RealSite;
  let nginx: NginxFront;
  let articles: string[];
  beforeAll(async () => {
    site = await startRealSite(NGINX_TEST_PORT + 4, NGINX_TEST_PORT + 5);
    nginx = await startNginxFront(NGINX_TEST_PORT + 3, [new URL(site.url).host]);
    articles = (await seededLinks(site.apiUrl, 'news/doc')).slice(0, 2);
    expect(articles).toHaveLength(2);
    // Each article is cached (MISS, then HIT) and left to go stale.
    for (const article of articles) {
      const statuses = [];
      for (let i = 0; i < 2; i++)
        statuses.push((await get(`${nginx.url}${article}`, { headers: WECHAT })).headers['x-cache-status']);
      expect(statuses).toEqual(['MISS', 'HIT']);
    }
    await new Promise((resolve) => setTimeout(resolve, STALE_AFTER_MS));
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
  });

  /**
   * Three visitors of `article` after the attack: each gets the article from nginx's cache (the stale
   * copy while a refresh is under way, which the attack may have started); then, once refreshed, the
   * copy is still the article.
   */
  async function expectVictimsGetArticle(article: string) {
    const visit = async () => {
      const answer = await get(`${nginx.url}${article}`, { headers: WECHAT });
      return {
        status: answer.status,
        cache: String(answer.headers['x-cache-status']),
        invitation: answer.body.includes(INVITE_TITLE),
        canonical: canonicalOf(answer.body),
      };
    };
    const page = { status: 200, invitation: false, canonical: `${nginx.url}${article}` };
    const fromCache = { ...page, cache: expect.stringMatching(/^(HIT|STALE|UPDATING)$/) };
    const tries = [];
    for (let i = 0; i < 3; i++) {
      tries.push(await visit());
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(tries).toEqual([fromCache, fromCache, fromCache]);
    // A refresh renders the page anew (seconds on a busy machine): the copy it leaves is the article.
    const deadline = Date.now() + 20_000;
    let last = await visit();
    while (last.cache !== 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await visit();
    }
    expect(last).toEqual({ ...page, cache: 'HIT' });
  }

  it('answers 400 to the encoded dot segments and keeps the article for its next 3 visitors', async () => {
    const article = articles[0];
    const attack = `/davmu/share/invite/index.html${article.replace(/^\/davmu\/share/, '%2F..%2F..').replace(/\//g, '%2F')}`;
    expect(attack).toMatch(/^\/davmu\/share\/invite\/index\.html%2F\.\.%2F\.\.%2Fnews%2Fdoc%2F/);
    const answer = await get(`${nginx.url}${attack}`, { headers: WECHAT, raw: true });
    await expectVictimsGetArticle(article);
    expect(answer.status).toBe(400);
  });

  it("keeps the article's canonical link when `…/%69ndex.html` is asked (the site answers 404)", async () => {
    const article = articles[1];
    const attack = article.replace(/index\.html$/, '%69ndex.html');
    const answer = await get(`${nginx.url}${attack}`, { headers: WECHAT, raw: true });
    // The stale copy may answer the attacker; the refresh behind it is the site's 404, never kept.
    expect(canonicalOf(answer.body) ?? '').not.toContain('%69ndex');
    await expectVictimsGetArticle(article);
  });

  it.each([
    ['an encoded slash', '/davmu/share/invite/index.html%2fx'],
    ['an encoded dot', '/davmu/share/news/doc/2026/11/%2E%2E/index.html'],
    ['a dot segment', '/davmu/share/invite/./index.html'],
    ['a dot-dot segment', '/davmu/share/x/../invite/index.html'],
    ['a trailing dot-dot', '/davmu/share/invite/..'],
    ['a trailing dot before the query', '/davmu/share/invite/.?id=1'],
  ])('answers 400 to a path with %s (%s)', async (_what, target) => {
    expect((await get(`${nginx.url}${target}`, { headers: WECHAT, raw: true })).status).toBe(400);
  });

  it('still serves paths whose dots and encodings are not those (a file name, a query, Chinese)', async () => {
    for (const target of [
      '/davmu/share/invite/index.html',
      `/davmu/share/dejin/topic/${encodeURIComponent('春天的第一口鲜')}/index.html`,
      '/davmu/share/search/index.html?keyword=a%2F..%2Fb',
    ])
      expect([target, (await get(`${nginx.url}${target}`, { headers: WECHAT })).status]).toEqual([target, 200]);
  });
});
