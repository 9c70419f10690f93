import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { createTestApi, envelope } from '@share/api-client/testing';
import * as authStories from './auth/auth-view.stories';
import * as inviteStories from './invite/invite-view.stories';
import { loadInvite } from './invite/load-invite';

const auth = composeStories(authStories);
const invite = composeStories(inviteStories);

describe('the /auth page', () => {
  it('names itself and offers the phone login and the way home', () => {
    render(<auth.LoggedOut />);
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'Auth');
    expect(screen.getByRole('heading', { name: '登录南岭新闻' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/davmu/share/');
  });

  it('a logged-in visitor is told so', () => {
    render(<auth.LoggedIn />);
    expect(screen.getByText('你已登录')).toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  it('shows the code of the link and how to use it', () => {
    render(<invite.Visitor />);
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'Invite');
    expect(screen.getAllByText('NL1037', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('邀请你一起加入')).toBeInTheDocument();
    expect(screen.queryByText('我的邀请记录')).toBeNull();
  });

  it('a logged-in visitor sees their invitations', () => {
    render(<invite.LoggedInWithRecords />);
    expect(screen.getByText('我的邀请记录')).toBeInTheDocument();
    expect(screen.getByText('考研人')).toBeInTheDocument();
  });

  it('a link without a code shows 暂无内容', () => {
    render(<invite.NoCode />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });
});

describe('loadInvite', () => {
  it("reads the code of the link and the visitor's invitations", async () => {
    const record = { user_id: 'user0001', alias: '考研人', created_at: 1_700_000_000, status: 1 };
    const { api } = createTestApi({ 'GET /peony/v1/invite/record': envelope({ list: [record] }) });
    await expect(loadInvite(api, 'NL1037', 5)).resolves.toEqual({
      status: 'ok',
      code: 'NL1037',
      records: [record],
      now: 5,
    });
  });

  it('an anonymous visitor (the platform refuses the records) gets the page without records; no code is 暂无内容', async () => {
    const { api } = createTestApi({ 'GET /peony/v1/invite/record': envelope(null, '请先登录', 401) });
    await expect(loadInvite(api, null, 5)).resolves.toEqual({ status: 'empty', code: '', records: null, now: 5 });
  });
});
