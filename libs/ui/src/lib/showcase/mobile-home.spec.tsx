import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import * as stories from './mobile-home.stories';

const { Home } = composeStories(stories);

describe('MobileHome showcase', () => {
  it('puts banner, 72小时, 编辑推荐, footer and navigation on one screen', () => {
    const onOpenApp = fn();
    const onLoadMore = fn();
    render(<Home onOpenApp={onOpenApp} onLoadMore={onLoadMore} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['72小时', '编辑推荐']);
    fireEvent.click(screen.getByRole('button', { name: '打开APP' }));
    expect(onOpenApp).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('button', { name: '加载更多' })[1]);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开导航' })).toBeInTheDocument();
  });
});
