import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './editor-picks-list.stories';

const { WithMore, Loading, AllLoaded, Empty } = composeStories(stories);

describe('EditorPicksList', () => {
  it('is titled 编辑推荐 and shows one card per item with its link', () => {
    render(<WithMore />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^编辑推荐$/);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[1]).toHaveAttribute('href', '/davmu/share/mp/doc/2026/11/cD4eF6hJ/index.html');
    expect(screen.getByText('40分钟前')).toBeInTheDocument();
    expect(screen.getByText('1天前')).toBeInTheDocument();
    expect(screen.getByLabelText('浏览 4.8w')).toBeInTheDocument();
  });

  it('loads more and reports item clicks', () => {
    const onLoadMore = fn();
    const onItemClick = fn();
    render(<WithMore onLoadMore={onLoadMore} onItemClick={onItemClick} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(screen.getByText(/方言里的节气故事/));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ id: 3, catalog: 'audio' }));
  });

  it('shows loading, the end and the empty state', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: '加载中…' })).toBeDisabled();
    render(<AllLoaded />);
    expect(screen.getByRole('button', { name: '没有更多了' })).toBeDisabled();
    render(<Empty />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });
});
