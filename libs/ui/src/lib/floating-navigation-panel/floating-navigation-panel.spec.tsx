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
});
