import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { EMPTY_COMMENTS, EMPTY_DEFAULT } from '../messages';
import * as stories from './empty-state.stories';

const { Default, Comments } = composeStories(stories);

describe('EmptyState', () => {
  it('shows 暂无内容 by default', () => {
    render(<Default />);
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_DEFAULT);
    expect(EMPTY_DEFAULT).toBe('暂无内容');
  });

  it('shows 暂无评论，快来抢沙发 for comments', () => {
    render(<Comments />);
    expect(screen.getByText('暂无评论，快来抢沙发')).toBeInTheDocument();
    expect(EMPTY_COMMENTS).toBe('暂无评论，快来抢沙发');
  });
});
