// Issue 62: a logged-in visitor was never cached: the session cookie bypassed the site's micro-cache
// and nginx (157 renders/s a replica, p99 12.3 s through nginx at 50 connections). The server renders
// the same page for every visitor (no loader reads the session); what is personal comes after
// hydration from calls made with the visitor's token. Here with the site's production build and the
// platform API's seeded items: a logged-in visitor's render is byte for byte an anonymous visitor's
// but for the nonce (and the time it ran), the personal calls (the site's viewer state, the proxied
// platform call) carry the personal state and are never stored, and through nginx a logged-in request
// is a HIT; previews and /auth (我的) stay uncached.
import { get, NGINX_TEST_PORT, startNginxFront, type NginxFront } from '../../../deploy/testing/nginx-front';
import { seededLinks, startRealSite, type RealSite } from './real-site';

/** A phone in WeChat: a class nginx caches pages for. */
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const ANONYMOUS = { 'User-Agent': WECHAT };

const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1] ?? 'none';
/** The loader data's `now`: the time a render ran (for relative dates), another in any two renders. */
const RENDER_TIME = /\\"now\\",\d+/g;
/** A relative time's text (a seeded comment is seconds old: 59秒前 in one render, 1分钟前 in the next). */
const RELATIVE_TIME = /(<time [^>]*>)[^<]*/g;
/** A render with the time it ran masked. */
const timeless = (html: string) => html.replace(RENDER_TIME, 'NOW').replace(RELATIVE_TIME, '$1TIME');

describe('one cached HTML for every visitor, logged in or not', () => {
  let site: RealSite;
  let nginx: NginxFront;
  let article: string;
  let postId: string;
  let token: string;
  let loggedIn: Record<string, string>;

  beforeAll(async () => {
    // The site's own micro-cache off: every page asked of the site directly is a render of its own.
    site = await startRealSite(NGINX_TEST_PORT + 11, NGINX_TEST_PORT + 12, { HTML_CACHE_SECONDS: '0' });
    nginx = await startNginxFront(NGINX_TEST_PORT + 10, [new URL(site.url).host]);
    [article] = await seededLinks(site.apiUrl, 'news/doc');
    postId = article.split('/').at(-2) ?? '';
    const login = await fetch(`${site.apiUrl}/peony/v1/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appid: 1,
        platform: 'mobile',
        account: '13800138000',
        password: 'Demo@2026',
        device_id: 'deploy-logged-in-cache',
      }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    // The visitor has collected the article: personal state the page must not carry.
    const collected = await fetch(`${site.url}/peony/v1/collection/${postId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ type: 'add', cid: postId }),
    });
    expect(collected.status).toBe(200);
    // A logged-in browser sends the session flag cookie; the token itself is never in a page request,
    // and would change nothing if it were.
    loggedIn = { 'User-Agent': WECHAT, Cookie: 'share_session=1', Authorization: token };
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
  });

  it.each([
    ['an article', () => article],
    ['the home page', () => '/davmu/share/'],
  ])(
    'renders %s for a logged-in visitor byte for byte as for an anonymous one, but for the nonce',
    async (_what, path) => {
      const anonymous = await get(`${site.url}${path()}`, { headers: ANONYMOUS });
      const personal = await get(`${site.url}${path()}`, { headers: loggedIn });
      expect([anonymous.status, personal.status]).toEqual([200, 200]);
      const [a, b] = [anonymous, personal].map((answer) => nonceOf(answer.headers['content-security-policy']));
      expect(a).not.toBe(b);
      // Two renders, two anonymous ones too, differ by the time they ran: masked with the nonce.
      const [one, other] = [anonymous.body.replaceAll(a, 'NONCE'), personal.body.replaceAll(b, 'NONCE')];
      expect(one.match(RENDER_TIME)).toHaveLength(1);
      expect(timeless(other)).toBe(timeless(one));
      expect(personal.headers['cache-control']).toBe(anonymous.headers['cache-control']);
      expect(personal.headers['cache-control']).toContain('s-maxage=');
      expect(personal.headers['vary']).not.toMatch(/cookie/i);
    },
  );

  it('answers the personal call with the personal state, private and never stored', async () => {
    const call = `${site.url}/peony/v3/content/doc/${postId}/user_related`;
    const personal = await fetch(call, { headers: { Authorization: token } });
    expect(((await personal.json()) as { data: { is_collect: boolean } }).data.is_collect).toBe(true);
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('vary')).toMatch(/\bAuthorization\b/);
    const anonymous = await fetch(call);
    expect(((await anonymous.json()) as { data: { is_collect: boolean } }).data.is_collect).toBe(false);
  });

  it("answers the page's one personal request, the site's viewer state, with the state, private and stored by nobody", async () => {
    const path = `/davmu/share/api/viewer-state?type=article&post_id=${postId}`;
    for (const origin of [site.url, nginx.url]) {
      for (let i = 0; i < 2; i++) {
        const personal = await get(`${origin}${path}`, { headers: loggedIn });
        expect(JSON.parse(personal.body)).toEqual({ code: 0, message: 'success', data: { is_collect: true } });
        expect(personal.headers['cache-control']).toBe('private, no-store');
        expect(personal.headers['vary']).toMatch(/\bAuthorization\b/);
        expect(personal.headers['x-cache-status']).toBeUndefined();
      }
      // The browser asks only with a token: without one, a refusal, never someone's state.
      const anonymous = await get(`${origin}${path}`, { headers: ANONYMOUS });
      expect(anonymous.status).toBe(401);
    }
  });

  it("answers a logged-in request from nginx's cache (HIT), and the anonymous one from a logged-in visitor's copy", async () => {
    const first = await get(`${nginx.url}${article}`, { headers: ANONYMOUS });
    const second = await get(`${nginx.url}${article}`, { headers: loggedIn });
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    // A page first asked by a logged-in visitor is kept for everyone.
    const home = `/davmu/share/?group=logged-in-${Date.now()}`;
    const byLoggedIn = await get(`${nginx.url}${home}`, { headers: loggedIn });
    const byAnonymous = await get(`${nginx.url}${home}`, { headers: ANONYMOUS });
    expect([byLoggedIn.headers['x-cache-status'], byAnonymous.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
  });

  it('never keeps /auth (我的) or a preview, logged in or not', async () => {
    for (const headers of [ANONYMOUS, loggedIn]) {
      for (let i = 0; i < 2; i++) {
        const auth = await get(`${nginx.url}/davmu/share/auth`, { headers });
        expect(auth.status).toBe(200);
        expect(auth.headers['cache-control']).toBe('private, no-store');
        expect(auth.headers['x-cache-status']).toBe('BYPASS');
      }
    }
    const preview = await get(`${nginx.url}/davmu/share/preview-editor/doc/2026/11/${postId}/index.html`, {
      headers: loggedIn,
    });
    expect(preview.headers['x-cache-status']).toBe('BYPASS');
  });
});
