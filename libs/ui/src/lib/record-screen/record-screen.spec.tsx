import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { EMPTY_DEFAULT } from '../messages';
import * as stories from './record-screen.stories';

const { Found, NothingListed, Empty, Outage } = composeStories(stories);

describe('the record list screen', () => {
  it('shows the found topic as #name#, its description and meta line, then its list', () => {
    render(<Found />);
    expect(screen.getByTestId('screen').getAttribute('data-screen')).toBe('TopicDetail');
    expect(screen.getByText('#城市更新#')).toBeInTheDocument();
    expect(screen.getByText('老街巷的新变化，欢迎爆料。')).toBeInTheDocument();
    expect(screen.getByText('2篇内容 · 88浏览')).toBeInTheDocument();
    const list = screen.getByTestId('topic-posts');
    expect(within(list).getByText('热门内容')).toBeInTheDocument();
    expect(within(list).getAllByText(/^(老城区的路灯亮了|社区菜场改造完成)$/)).toHaveLength(2);
  });

  it(`says ${EMPTY_DEFAULT} below the header when the list is empty`, () => {
    render(<NothingListed />);
    expect(screen.getByText('#城市更新#')).toBeInTheDocument();
    expect(within(screen.getByTestId('topic-posts')).getByText(EMPTY_DEFAULT)).toBeInTheDocument();
  });

  it(`shows ${EMPTY_DEFAULT} without a record, and the error state in an outage`, () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    expect(screen.queryByText('#城市更新#')).not.toBeInTheDocument();
    unmount();
    render(<Outage />);
    expect(screen.getByTestId('error-state')).toBeInTheDocument();
  });
});
