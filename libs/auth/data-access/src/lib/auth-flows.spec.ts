import { API_CODE } from '@share/contract';
import {
  createTestApi,
  defaultMockRoutes,
  envelope,
  fixtureAppInfoContent,
  fixtureUserInfo,
  type MockAnswer,
} from '@share/api-client/testing';
import { authEvents } from './auth-events';
import { logout, startSession } from './auth-flows';
import { miniProgramLoginUrl, openMiniProgramLogin } from './mini-program-login';
import { TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY } from './constants';
import { MSG_LOGOUT_SUCCESS } from './messages';
import { createSessionStore } from './session-store';

function setup(routes: Record<string, MockAnswer> = {}) {
  const writeCookie = jest.fn();
  const session = createSessionStore({ writeCookie });
  const { api, fetch } = createTestApi({ ...defaultMockRoutes(), ...routes }, { getToken: session.getTokens });
  const notify = jest.fn();
  return { api, fetch, session, notify, writeCookie, deps: { api, session, notify } };
}

beforeEach(() => localStorage.clear());
afterEach(() => authEvents.all.clear());

describe('start-up (spec §4)', () => {
  it('gets an anonymous token, then the app info (theme colour), for a new visitor', async () => {
    const { api, session, fetch } = setup();
    const onAppInfo = jest.fn();
    await startSession({ api, session }, { onAppInfo });
    expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /peony/v1/auth', 'GET /peony/v1/app/info']);
    expect(session.getState()).toMatchObject({ anonymousToken: 'anonymous-token-1', token: null, user: null });
    expect(onAppInfo).toHaveBeenCalledWith(fixtureAppInfoContent());
    expect(onAppInfo.mock.calls[0][0].primaryColor).toBe('#FF4A26');
    expect(fetch.calls[1].headers['authorization']).toBe('anonymous-token-1');
  });

  it('restores a saved token and re-fetches the account', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'saved-token');
    localStorage.setItem(USER_ID_STORAGE_KEY, fixtureUserInfo().user_id);
    const { api, session, fetch, writeCookie } = setup();
    await startSession({ api, session });
    expect(fetch.calls.at(-1)).toMatchObject({
      path: `/peony/v1/account/${fixtureUserInfo().user_id}`,
      headers: { authorization: 'saved-token' },
    });
    expect(session.getState()).toMatchObject({ token: 'saved-token', user: fixtureUserInfo() });
    expect(writeCookie).toHaveBeenCalledWith('share_session=1; Path=/davmu/share; SameSite=Lax');
    // The token itself is in no cookie; one left by an earlier release is removed.
    expect(writeCookie.mock.calls.flat().join('\n')).not.toContain('saved-token');
    expect(writeCookie).toHaveBeenCalledWith('share_token=; Max-Age=0; Path=/davmu/share; SameSite=Lax');
  });

  it('forgets a saved token the platform no longer accepts', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    localStorage.setItem(USER_ID_STORAGE_KEY, fixtureUserInfo().user_id);
    const { api, session } = setup({
      'GET /peony/v1/account/{user_id}': envelope(null, '登录已过期，请重新登录', API_CODE.LOGIN_REQUIRED),
    });
    await startSession({ api, session });
    expect(session.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps browsing anonymously when the platform is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, session } = setup({
      'POST /peony/v1/auth': envelope(null, 'down', 500),
      'GET /peony/v1/app/info': envelope(null, 'down', 500),
    });
    await expect(startSession({ api, session })).resolves.toBeUndefined();
    expect(session.getState().anonymousToken).toBeNull();
    warn.mockRestore();
  });
});

describe('logout (spec §4)', () => {
  function loggedIn() {
    const context = setup();
    context.session.saveLogin('user-token-1', fixtureUserInfo().user_id);
    context.session.setUser(fixtureUserInfo());
    context.session.setAnonymousToken('anonymous-old');
    return context;
  }

  it('does nothing without confirmation', async () => {
    const { deps, fetch, session } = loggedIn();
    await expect(logout(deps, () => false)).resolves.toBe(false);
    expect(fetch.calls).toHaveLength(0);
    expect(session.getState().token).toBe('user-token-1');
  });

  it('gets a new anonymous token, clears the token and user id, empties the user, calls logout, toasts 退出登录成功~', async () => {
    const loggedOut = jest.fn();
    authEvents.on('loggedOut', loggedOut);
    const { deps, fetch, session, notify, writeCookie } = loggedIn();
    await expect(logout(deps, async () => true)).resolves.toBe(true);
    expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /peony/v1/auth',
      'POST /peony/v1/account/logout',
    ]);
    expect(fetch.calls[0].body).toMatchObject({ appid: 1, platform: 'mobile' });
    expect(fetch.calls[1]).toMatchObject({
      body: { token: 'user-token-1' },
      headers: { authorization: 'anonymous-token-1' },
    });
    expect(session.getState()).toEqual({ anonymousToken: 'anonymous-token-1', token: null, userId: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(writeCookie).toHaveBeenLastCalledWith('share_session=; Max-Age=0; Path=/davmu/share; SameSite=Lax');
    expect(notify).toHaveBeenCalledWith('退出登录成功~');
    expect(notify).toHaveBeenCalledWith(MSG_LOGOUT_SUCCESS);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});

describe('wechat option', () => {
  it('navigates the mini program to its login page with the current path', () => {
    const navigateTo = jest.fn();
    (window as unknown as { wx: unknown }).wx = { miniProgram: { navigateTo } };
    openMiniProgramLogin('/davmu/share/news/doc/2026/11/AbCdEfGh/index.html');
    expect(navigateTo).toHaveBeenCalledWith({
      url: miniProgramLoginUrl('/davmu/share/news/doc/2026/11/AbCdEfGh/index.html'),
    });
    expect(miniProgramLoginUrl('/a?b=1')).toBe('/pages/login/login?redirect=%2Fa%3Fb%3D1');
    delete (window as unknown as { wx?: unknown }).wx;
  });
});
