/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://m.example.cn/davmu/share/"}
 */
// The session flag cookie carries Secure on a page served over HTTPS (issue 52), so it never goes
// out over plain HTTP; the page's own protocol is what the browser reached, whatever the proxies.
import { createSessionStore } from './session-store';

describe('session flag cookie over HTTPS', () => {
  it('is set and removed with Secure', () => {
    const written: string[] = [];
    const session = createSessionStore({ storage: null, writeCookie: (cookie) => written.push(cookie) });
    session.saveLogin('token-1', 'user-1');
    session.clearUser();
    expect(written).toEqual([
      'share_session=1; Path=/davmu/share; SameSite=Lax; Secure',
      'share_session=; Max-Age=0; Path=/davmu/share; SameSite=Lax; Secure',
    ]);
  });

  it('is still kept by the browser (document.cookie) on the HTTPS page', () => {
    createSessionStore({ storage: null }).saveLogin('token-1', 'user-1');
    expect(document.cookie).toBe('share_session=1');
  });
});
