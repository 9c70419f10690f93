import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import * as stories from './floating-navigation-panel.stories';

const { Closed, Open } = composeStories(stories);

describe('FloatingNavigationPanel', () => {
  it('starts closed with a floating button that opens the panel', () => {
    const onOpenChange = fn();
    render(<Closed onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开导航' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('dialog', { name: '频道导航' })).toBeInTheDocument();
  });

  it('lists the groups of each item that has any, the active one marked', () => {
    render(<Open />);
    const home = screen.getByRole('region', { name: '首页' });
    expect(
      within(home)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['推荐', '要闻', '本地', '视频', '财经', '科技']);
    expect(within(home).getByRole('link', { current: 'page' })).toHaveTextContent('要闻');
    expect(screen.getByRole('region', { name: '视频' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '服务' })).toBeNull();
    expect(screen.getByRole('link', { name: '短视频' })).toHaveAttribute('href', '/davmu/share/?group=201');
  });

  it('selecting a group calls back and closes the panel', () => {
    const onSelectGroup = fn();
    render(<Open onSelectGroup={onSelectGroup} />);
    fireEvent.click(screen.getByRole('link', { name: '正在直播' }));
    expect(onSelectGroup).toHaveBeenCalledWith({ id: 301, title: '正在直播' }, expect.objectContaining({ id: 'live' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button and with the mask', () => {
    render(<Open />);
    fireEvent.click(screen.getByRole('button', { name: '关闭导航' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开导航' }));
    fireEvent.click(screen.getByTestId('navigation-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a controlled open prop', () => {
    const onOpenChange = fn();
    render(<Open open onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭导航' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names a single channel once: no 本地 › 本地 heading over its one chip', () => {
    const items = [
      { id: 'home', title: '首页', isHome: true, groups: [{ id: 1, title: '要闻' }] },
      { id: 'local', title: '本地', groups: [{ id: 2, title: '本地' }] },
    ];
    render(<Open items={items} />);
    expect(screen.getAllByText('本地')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '本地' })).toHaveAttribute('href', '/davmu/share/?group=2');
  });

  it('offers 搜索 and 热榜 under 更多 when the page gives their links', () => {
    render(
      <Open
        links={[
          { label: '搜索', href: '/davmu/share/search/index.html' },
          { label: '热榜', href: '/davmu/share/bar' },
        ]}
      />,
    );
    const more = within(screen.getByRole('region', { name: '更多' }));
    expect(more.getByRole('link', { name: '搜索' })).toHaveAttribute('href', '/davmu/share/search/index.html');
    expect(more.getByRole('link', { name: '热榜' })).toHaveAttribute('href', '/davmu/share/bar');
  });
});
