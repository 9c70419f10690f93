import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from './page-header.stories';

const { TitleOnly, WithSlots, CustomContent } = composeStories(stories);

describe('PageHeader', () => {
  it('shows the title as the page heading', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('德晋话题');
  });

  it('places the left and right slots', () => {
    render(<WithSlots />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
  });

  it('accepts free content instead of the title row', () => {
    render(<CustomContent />);
    expect(screen.getByText('自定义头部内容')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
