import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_FAILED } from '../messages';
import * as stories from './content-card.stories';

const { Article, VideoLarge, NoCover, OlderThan72Hours, BrokenCover } = composeStories(stories);

describe('ContentCard', () => {
  it('links to the href passed in and shows title, counts and relative time', () => {
    render(<Article />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/davmu/share/mp/doc/2026/11/aB3dE5gH/index.html');
    expect(screen.getByRole('heading')).toHaveTextContent('城市更新进行时');
    expect(screen.getByLabelText('浏览 1.2w')).toBeInTheDocument();
    expect(screen.getByLabelText('评论 86')).toBeInTheDocument();
    expect(screen.getByText('5分钟前')).toBeInTheDocument();
    expect(screen.getByText('城市观察')).toBeInTheDocument();
  });

  it('carries data-exposure-id only when given an exposure id', () => {
    const { unmount } = render(<Article exposureId="aB3dE5gH" />);
    expect(screen.getByRole('link')).toHaveAttribute('data-exposure-id', 'aB3dE5gH');
    unmount();
    render(<VideoLarge />);
    expect(screen.getByRole('link')).not.toHaveAttribute('data-exposure-id');
  });

  it('shows no type tag for an article', () => {
    const { container } = render(<Article />);
    expect(container.querySelector('[data-catalog]')).toBeNull();
  });

  it('shows a large cover with the video tag, duration and k counts', () => {
    const { container } = render(<VideoLarge />);
    expect(container.querySelector('[data-catalog="video"]')).toHaveTextContent('视频03:24');
    expect(screen.getByLabelText('浏览 1.0w')).toBeInTheDocument();
    expect(screen.getByText('3小时前')).toBeInTheDocument();
  });

  it('renders without a cover, with the tag inline', () => {
    const { container } = render(<NoCover />);
    expect(screen.queryByTestId('fixed-ratio-image')).toBeNull();
    expect(container.querySelector('[data-catalog="audio"]')).toBeInTheDocument();
    expect(screen.getByLabelText('浏览 999')).toBeInTheDocument();
    expect(screen.getByText('2天前')).toBeInTheDocument();
  });

  it('shows a date once older than 72 h', () => {
    render(<OlderThan72Hours />);
    expect(screen.getByText('2026-11-18')).toBeInTheDocument();
    expect(screen.getByLabelText('浏览 123w')).toBeInTheDocument();
  });

  it('keeps the card shape when the cover fails', () => {
    const { container } = render(<BrokenCover />);
    // The cover is decorative (alt ""): the card's heading names the link.
    const cover = container.querySelector('img') as HTMLImageElement;
    expect(cover.alt).toBe('');
    fireEvent.error(cover);
    expect(screen.getByRole('img', { name: new RegExp(IMAGE_FAILED) })).toBeInTheDocument();
  });
});

describe('ContentCard thumb layout', () => {
  it('shows the duration on a small cover and the type tag once, in the meta line', () => {
    const { container } = render(<BrokenCover />);
    expect(screen.getByText('12:08')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-catalog="video"]')).toHaveLength(1);
  });
});
