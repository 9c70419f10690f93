import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './load-more-button.stories';

const { HasMore, Loading, NoMore } = composeStories(stories);

describe('LoadMoreButton', () => {
  it('calls onLoadMore when there is more', () => {
    const onLoadMore = fn();
    render(<HasMore onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is disabled while loading and at the end', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: '加载中…' })).toBeDisabled();
    render(<NoMore />);
    expect(screen.getByRole('button', { name: '没有更多了' })).toBeDisabled();
  });
});
