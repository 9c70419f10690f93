/**
 * @jest-environment jsdom
 */
// The session provider with the login panel the app gives it.
import '@testing-library/jest-dom';
import { act, fireEvent, render as renderDom, screen } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { createTestApi, fixtureUserInfo } from '@share/api-client/testing';
import {
  authEvents,
  AuthProvider as BareAuthProvider,
  createSessionStore,
  FALLBACK_TOAST_MS,
  useAnonymousToken,
  useSession,
} from '@share/auth';
import { defaultTheme } from '@share/ui';
import { LoginPanel, MSG_AGREEMENT_REQUIRED } from '@share/auth/feature';

const render = (ui: ReactElement) => renderDom(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);
const AuthProvider = (props: ComponentProps<typeof BareAuthProvider>) => (
  <BareAuthProvider loginPanel={LoginPanel} {...props} />
);

function CollectButton() {
  const { loggedIn, user, requireLogin, logout } = useSession();
  return (
    <div>
      <p>{loggedIn ? `已登录 ${user?.alias ?? ''}` : '未登录'}</p>
      <button type="button" onClick={() => requireLogin() && undefined}>
        收藏
      </button>
      <button type="button" onClick={() => void logout()}>
        退出
      </button>
    </div>
  );
}

function setup(props: { onToast?: (m: string) => void; confirmLogout?: () => boolean } = {}) {
  const session = createSessionStore({ writeCookie: null });
  const { api, fetch } = createTestApi(undefined, { getToken: session.getTokens });
  render(
    <AuthProvider api={api} session={session} startOnMount={false} {...props}>
      <CollectButton />
    </AuthProvider>,
  );
  return { session, fetch };
}

beforeEach(() => localStorage.clear());
afterEach(() => authEvents.all.clear());

describe('AuthProvider and useSession', () => {
  it('renders on the server as an anonymous visitor without touching storage', () => {
    const session = createSessionStore({ storage: null, writeCookie: null });
    const { api } = createTestApi();
    const html = renderToString(
      <ThemeProvider theme={defaultTheme}>
        <AuthProvider api={api} session={session}>
          <CollectButton />
        </AuthProvider>
      </ThemeProvider>,
    );
    expect(html).toContain('未登录');
  });

  it('requireLogin opens the panel for an anonymous visitor', () => {
    setup();
    expect(screen.getByText('未登录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('dialog', { name: '手机号登录' })).toBeInTheDocument();
  });

  it('requireLogin lets a logged-in user through', () => {
    const { session } = setup();
    act(() => {
      session.saveLogin('user-token-1', fixtureUserInfo().user_id);
      session.setUser(fixtureUserInfo());
    });
    expect(screen.getByText(`已登录 ${fixtureUserInfo().alias}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logout asks for confirmation through the app', async () => {
    const confirmLogout = jest.fn(() => true);
    const onToast = jest.fn();
    const { session } = setup({ confirmLogout, onToast });
    act(() => session.saveLogin('user-token-1', fixtureUserInfo().user_id));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '退出' }));
    });
    expect(confirmLogout).toHaveBeenCalledTimes(1);
    expect(onToast).toHaveBeenCalledWith('退出登录成功~');
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });

  it('shows its own toast bubble when the app wires none', () => {
    jest.useFakeTimers();
    setup();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('status')).toHaveTextContent(MSG_AGREEMENT_REQUIRED);
    act(() => {
      jest.advanceTimersByTime(FALLBACK_TOAST_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('the anonymous token re-renders only what reads it; a login re-renders the session’s consumers', () => {
    const session = createSessionStore({ writeCookie: null });
    const { api } = createTestApi(undefined, { getToken: session.getTokens });
    const renders = { session: 0, anonymous: 0 };
    function SessionConsumer() {
      renders.session += 1;
      const { loggedIn } = useSession();
      return <p>{loggedIn ? '已登录' : '未登录'}</p>;
    }
    function TokenConsumer() {
      renders.anonymous += 1;
      return <p>{useAnonymousToken() ?? '无令牌'}</p>;
    }
    render(
      <AuthProvider api={api} session={session} startOnMount={false}>
        <SessionConsumer />
        <TokenConsumer />
      </AuthProvider>,
    );
    expect(renders).toEqual({ session: 1, anonymous: 1 });
    const userBefore = session.getUserState();
    act(() => session.setAnonymousToken('anonymous-token-1'));
    expect(screen.getByText('anonymous-token-1')).toBeInTheDocument();
    expect(renders).toEqual({ session: 1, anonymous: 2 });
    expect(session.getUserState()).toBe(userBefore);
    act(() => session.saveLogin('user-token-1', 'u1'));
    expect(screen.getByText('已登录')).toBeInTheDocument();
    expect(renders.session).toBe(2);
    expect(session.getUserState()).toEqual({ token: 'user-token-1', userId: 'u1', user: null });
  });
});
