import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { API_CODE } from '@share/contract/browser';
import { createTestApi, defaultMockRoutes, envelope } from '@share/api-client/testing';
import { createSessionStore } from '@share/auth';
import { LoginPanel } from './login-panel';

/** The panel over the real session flows and a scripted platform whose account answers 402. */
function RetryingPanel({ sleep }: { sleep: (ms: number) => Promise<void> }) {
  const session = createSessionStore({ writeCookie: () => undefined });
  const { api } = createTestApi(
    {
      ...defaultMockRoutes(),
      'GET /peony/v1/account/{user_id}': envelope(null, '账号信息同步中，请稍后重试', API_CODE.ACCOUNT_NOT_READY),
    },
    { getToken: session.getTokens },
  );
  return <LoginPanel api={api} session={session} notify={() => undefined} sleep={sleep} initiallyOpen />;
}

const meta = {
  title: 'Login panel/LoginPanel',
  component: RetryingPanel,
  // The wait between retries never ends, so the story stays in the retrying state.
  args: { sleep: () => new Promise<void>(() => undefined) },
} satisfies Meta<typeof RetryingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A valid login whose account answers 402 (profile not ready): the submit is retried up to
 * LOGIN_RETRY_MAX times after 100 ms each, and the panel shows 登录中… until it settles.
 */
export const Retrying402: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    fireEvent.change(await body.findByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.change(body.getByPlaceholderText('请输入验证码'), { target: { value: '123456' } });
    fireEvent.click(body.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(body.getByRole('button', { name: '登录' }));
    await expect(await body.findByRole('button', { name: '登录中…' })).toBeDisabled();
  },
};
