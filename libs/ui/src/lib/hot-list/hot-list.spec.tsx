import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './hot-list.stories';

const { WithMore, Loading, AllLoaded, Empty } = composeStories(stories);

describe('HotList', () => {
  it('is titled 72小时 and ranks the items 1, 2, 3…', () => {
    render(<WithMore />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^72小时$/);
    expect(screen.getAllByTestId('hot-rank').map((r) => r.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/davmu/share/mp/doc/2026/11/hot1/index.html');
  });

  it('marks rows for exposure with the item exposure id', () => {
    const items = WithMore.args.items ?? [];
    render(<WithMore items={items.map((item, index) => (index === 0 ? { ...item, exposureId: 'hOtOnE01' } : item))} />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAttribute('data-exposure-id', 'hOtOnE01');
    expect(links[1]).not.toHaveAttribute('data-exposure-id');
  });

  it('shows the heat as every count on the page: k and w, one decimal below 10 of the unit', () => {
    render(<WithMore />);
    expect(screen.getByText('128000w')).toBeInTheDocument();
    expect(screen.getByText('5630w')).toBeInTheDocument();
    expect(screen.getByText('10w')).toBeInTheDocument();
    expect(screen.getByText('1.2w')).toBeInTheDocument();
    expect(screen.getByText('8.8k')).toBeInTheDocument();
    expect(screen.queryByText(/[万亿]/)).toBeNull();
  });

  it('loads more through the callback', () => {
    const onLoadMore = fn();
    render(<WithMore onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('reports item clicks', () => {
    const onItemClick = fn();
    render(<WithMore onItemClick={onItemClick} />);
    fireEvent.click(screen.getByText(/跨江隧道/));
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it('shows loading and the end of the list', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: '加载中…' })).toBeDisabled();
    render(<AllLoaded />);
    expect(screen.getByRole('button', { name: '没有更多了' })).toBeDisabled();
  });

  it('shows 暂无内容 when empty', () => {
    render(<Empty />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });
});
