// The login panel as AuthProvider shows it: useLoginPanel's state rendered by the view, over the
// session flows of @share/auth and a recorded fake of the platform API.
import { act, fireEvent, render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { API_CODE } from '@share/contract';
import {
  createTestApi,
  defaultMockRoutes,
  envelope,
  fixtureUserInfo,
  type MockAnswer,
  type RecordedRequest,
} from '@share/api-client/testing';
import {
  authEvents,
  createSessionStore,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_RETRY_MAX,
  MSG_CODE_SENT,
  MSG_LOGIN_SUCCESS,
  MSG_NETWORK_ERROR,
  openLogin,
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
  type LoginPanelProps,
} from '@share/auth';
import { defaultTheme } from '@share/ui';
import { CODE_COUNTDOWN_S } from '../constants';
import { MSG_AGREEMENT_REQUIRED } from './messages';
import { LoginPanel } from './login-panel';

const render = (ui: ReactElement) => renderDom(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

function setup(routes: Record<string, MockAnswer> = {}, props: Partial<LoginPanelProps> = {}) {
  const writeCookie = jest.fn();
  const session = createSessionStore({ writeCookie });
  const { api, fetch } = createTestApi({ ...defaultMockRoutes(), ...routes }, { getToken: session.getTokens });
  const notify = jest.fn();
  render(<LoginPanel api={api} session={session} notify={notify} {...props} />);
  act(() => openLogin());
  return { api, fetch, session, notify, writeCookie };
}

const phoneInput = () => screen.getByPlaceholderText('请输入手机号');
const codeInput = () => screen.getByPlaceholderText('请输入验证码');
const loginButton = () => screen.getByRole('button', { name: '登录' });
const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const calls = (fetch: { calls: RecordedRequest[] }, path: string) => fetch.calls.filter((c) => c.path === path);

function fillValid() {
  type(phoneInput(), '13800138000');
  type(codeInput(), '123456');
  agree();
}

async function flush() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  authEvents.all.clear();
});

describe('LoginPanel', () => {
  it('is hidden until the app-wide openLogin event', () => {
    const { api } = createTestApi();
    render(<LoginPanel api={api} session={createSessionStore({ writeCookie: null })} notify={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openLogin());
    expect(screen.getByRole('dialog', { name: '手机号登录' })).toBeInTheDocument();
  });

  it('resets every field when opened again', () => {
    setup();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openLogin());
    expect(phoneInput()).toHaveValue('');
    expect(codeInput()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
  });

  it('groups the phone 3-4-4 while typing and stops at 11 digits', () => {
    setup();
    type(phoneInput(), '1380013');
    expect(phoneInput()).toHaveValue('138 0013');
    type(phoneInput(), '138 0013 80001');
    expect(phoneInput()).toHaveValue('138 0013 8000');
  });

  it('keeps login disabled for a phone outside 1[3-9] and nine digits', () => {
    setup();
    type(phoneInput(), '12800138000');
    type(codeInput(), '123456');
    expect(loginButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveAttribute('data-dimmed', 'true');
    type(phoneInput(), '13800138000');
    expect(loginButton()).toBeEnabled();
  });

  it('stops sending a code with the agreement message while the box is unticked', async () => {
    const { fetch, notify } = setup();
    type(phoneInput(), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(notify).toHaveBeenCalledWith('请勾选阅读并同意《用户协议》《隐私政策》');
    expect(calls(fetch, '/peony/v1/vcode')).toHaveLength(0);
  });

  it('stops the login with the agreement message while the box is unticked', async () => {
    const { fetch, notify } = setup();
    type(phoneInput(), '13800138000');
    type(codeInput(), '123456');
    fireEvent.click(loginButton());
    await flush();
    expect(notify).toHaveBeenCalledWith(MSG_AGREEMENT_REQUIRED);
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(0);
  });

  it('counts down 60 s after a successful send, then is idle again', async () => {
    const { fetch, notify } = setup();
    type(phoneInput(), '138 0013 8000');
    agree();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(notify).toHaveBeenCalledWith('验证码发送成功');
    expect(notify).toHaveBeenCalledWith(MSG_CODE_SENT);
    expect(calls(fetch, '/peony/v1/vcode')[0]).toMatchObject({
      url: expect.objectContaining({ search: '?tel=13800138000&type=6' }),
    });
    expect(screen.getByRole('button', { name: '60s后重新获取' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();
    for (let i = 1; i < CODE_COUNTDOWN_S; i += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows the server message and no countdown when sending fails', async () => {
    const { notify } = setup({ 'GET /peony/v1/vcode': envelope(null, '验证码发送过于频繁，请30秒后再试', 429) });
    type(phoneInput(), '13800138000');
    agree();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(notify).toHaveBeenCalledWith('验证码发送过于频繁，请30秒后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('logs in: saves the token, fetches the account, stores the user, toasts 登录成功～ and closes', async () => {
    const loggedIn = jest.fn();
    authEvents.on('loggedIn', loggedIn);
    const { fetch, notify, session, writeCookie } = setup();
    fillValid();
    fireEvent.click(loginButton());
    await flush();
    const [loginCall] = calls(fetch, '/peony/v1/auth');
    expect(loginCall.body).toMatchObject({
      appid: 1,
      platform: 'mobile',
      account: '13800138000',
      verify_code: '123456',
    });
    expect((loginCall.body as { device_id: string }).device_id).not.toBe('');
    const user = fixtureUserInfo();
    expect(fetch.calls.at(-1)).toMatchObject({
      path: `/peony/v1/account/${user.user_id}`,
      headers: { authorization: 'user-token-1' },
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('user-token-1');
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(user.user_id);
    expect(writeCookie).toHaveBeenLastCalledWith('share_session=1; Path=/davmu/share; SameSite=Lax');
    expect(session.getState()).toMatchObject({ token: 'user-token-1', user });
    expect(notify).toHaveBeenCalledWith('登录成功～');
    expect(notify).toHaveBeenCalledWith(MSG_LOGIN_SUCCESS);
    expect(loggedIn).toHaveBeenCalledWith({ user, token: 'user-token-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message of a refused login and stays open', async () => {
    const { notify, session } = setup({ 'POST /peony/v1/auth': envelope(null, '验证码错误，还可尝试4次', 400) });
    fillValid();
    fireEvent.click(loginButton());
    await flush();
    expect(notify).toHaveBeenCalledWith('验证码错误，还可尝试4次');
    expect(session.getState().token).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('retries the submit after 100 ms when the account answers 402', async () => {
    let accountFetches = 0;
    const { fetch, notify } = setup({
      'GET /peony/v1/account/{user_id}': () =>
        ++accountFetches <= 2
          ? envelope(null, '账号信息同步中，请稍后重试', API_CODE.ACCOUNT_NOT_READY)
          : envelope(fixtureUserInfo()),
    });
    fillValid();
    fireEvent.click(loginButton());
    await flush();
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1);
    });
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS);
    });
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(3);
    expect(notify).toHaveBeenCalledWith(MSG_LOGIN_SUCCESS);
    expect(notify).not.toHaveBeenCalledWith('账号信息同步中，请稍后重试');
  });

  it('gives up after 3 retries with 网络错误，请稍后重试～', async () => {
    const { fetch, notify, session } = setup({
      'GET /peony/v1/account/{user_id}': envelope(null, '账号信息同步中，请稍后重试', API_CODE.ACCOUNT_NOT_READY),
    });
    fillValid();
    fireEvent.click(loginButton());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS * (LOGIN_RETRY_MAX + 1));
    });
    expect(calls(fetch, '/peony/v1/auth')).toHaveLength(1 + LOGIN_RETRY_MAX);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('网络错误，请稍后重试～');
    expect(notify).toHaveBeenCalledWith(MSG_NETWORK_ERROR);
    expect(session.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(loginButton()).toBeEnabled();
  });

  it('logs in with a password in password mode', async () => {
    const { fetch } = setup({}, { allowPasswordMode: true });
    fireEvent.click(screen.getByRole('button', { name: '密码登录' }));
    type(phoneInput(), '13800138000');
    expect(loginButton()).toBeDisabled();
    type(screen.getByPlaceholderText('请输入密码'), 'secret1');
    agree();
    fireEvent.click(loginButton());
    await flush();
    expect(calls(fetch, '/peony/v1/auth')[0].body).toMatchObject({ account: '13800138000', password: 'secret1' });
    expect(calls(fetch, '/peony/v1/auth')[0].body).not.toHaveProperty('verify_code');
  });

  it('sends the wechat option to the mini-program login with the current path', () => {
    window.history.pushState({}, '', '/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=1');
    const onWechatLogin = jest.fn();
    setup({}, { onWechatLogin });
    fireEvent.click(screen.getByRole('button', { name: '微信登录' }));
    expect(onWechatLogin).toHaveBeenCalledWith('/davmu/share/news/doc/2026/11/AbCdEfGh/index.html?from=1');
  });

  it('opens the agreements in a frame', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(screen.getByTitle('用户协议')).toHaveAttribute('src', '/davmu/agreement/user_agreement');
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '《隐私政策》' }));
    expect(screen.getByTitle('隐私政策')).toHaveAttribute('src', '/davmu/agreement/privacy_policy');
  });
});
