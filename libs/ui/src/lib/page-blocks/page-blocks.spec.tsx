import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './page-blocks.stories';

const { More, Loading, NoMore, PageFailed, Screen, Empty, Outage } = composeStories(stories);

describe('page blocks', () => {
  it('the load-more control says 加载更多, 加载中…, 没有更多了, and offers a retry after a failed page', () => {
    const onLoadMore = jest.fn();
    const { unmount } = render(<More onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    unmount();
    render(<Loading />);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
  });

  it('says 没有更多了 at the end of the list', () => {
    render(<NoMore />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('a failed page offers 加载失败，点击重试, which asks again', () => {
    const onLoadMore = jest.fn();
    render(<PageFailed onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('the screen root names the screen for route tests and analytics', () => {
    render(<Screen />);
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'Example');
    expect(screen.getByRole('heading', { name: '热门话题' })).toBeInTheDocument();
  });

  it('an empty list says 暂无内容; an outage adds that the network failed', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('暂无内容');
    unmount();
    render(<Outage />);
    expect(screen.getByTestId('error-state')).toHaveTextContent('网络不给力，请稍后再试');
  });
});
