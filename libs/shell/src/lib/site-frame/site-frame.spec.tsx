// The site frame's stories, rendered as a designer sees them.
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import * as frameStories from './site-frame.stories';

const { Default: Frame, LoggedIn, MiniProgram, Preview } = composeStories(frameStories);

describe('SiteFrame stories', () => {
  it('Default: the open-app banner with 登录 and 打开APP, the footer with the agreements', async () => {
    await Frame.load();
    render(<Frame />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getAllByText('打开APP').length).toBeGreaterThan(0);
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('LoggedIn: the footer offers 退出登录', async () => {
    await LoggedIn.load();
    render(<LoggedIn />);
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('MiniProgram: 后退 and 前进 instead of the banner', async () => {
    await MiniProgram.load();
    render(<MiniProgram />);
    expect(await screen.findByRole('button', { name: '后退' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前进' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('Preview: no banner and no router control, the page and its footer only', async () => {
    await Preview.load();
    render(<Preview />);
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户协议' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '前进后退' })).not.toBeInTheDocument();
  });

  it('Default: the navigation panel links 搜索 and 热榜 under 更多', async () => {
    await Frame.load();
    render(<Frame />);
    const menu = await screen.findAllByRole('button', { name: /导航/ });
    fireEvent.click(menu[0]);
    const more = within(await screen.findByRole('region', { name: '更多' }));
    expect(more.getByRole('link', { name: '搜索' })).toHaveAttribute('href', '/davmu/share/search/index.html');
    expect(more.getByRole('link', { name: '热榜' })).toHaveAttribute('href', '/davmu/share/bar');
  });
});
