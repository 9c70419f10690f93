import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_FAILED } from '../messages';
import * as stories from './fixed-ratio-image.stories';

const { Loaded, Square, NoSource, Failed } = composeStories(stories);

describe('FixedRatioImage', () => {
  it('renders a lazy image in a box of fixed aspect ratio', () => {
    render(<Loaded />);
    const img = screen.getByRole('img', { name: '封面' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('fixed-ratio-image')).toHaveStyle({ aspectRatio: String(16 / 9) });
  });

  it('keeps a square ratio when asked', () => {
    render(<Square />);
    expect(screen.getByTestId('fixed-ratio-image')).toHaveStyle({ aspectRatio: '1' });
  });

  it('natural: the picture gives the box its shape, the ratio only reserved until it loads', () => {
    const { rerender } = render(<Loaded natural />);
    expect(screen.getByTestId('fixed-ratio-image')).toHaveAttribute('data-natural');
    rerender(<Loaded />);
    expect(screen.getByTestId('fixed-ratio-image')).not.toHaveAttribute('data-natural');
    rerender(<NoSource natural />);
    // A placeholder has no shape of its own: the box keeps the ratio.
    expect(screen.getByTestId('fixed-ratio-image')).not.toHaveAttribute('data-natural');
  });

  it('shows the placeholder when there is no source', () => {
    render(<NoSource />);
    expect(screen.getByRole('img', { name: `封面：${IMAGE_FAILED}` })).toBeInTheDocument();
  });

  it('shows the placeholder after an error event, in the same box', () => {
    render(<Failed />);
    const img = screen.getByRole('img', { name: '封面' });
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: '封面' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: `封面：${IMAGE_FAILED}` })).toBeInTheDocument();
    expect(screen.getByTestId('fixed-ratio-image')).toHaveStyle({ aspectRatio: String(4 / 3) });
  });
});
