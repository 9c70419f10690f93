import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './user-avatar.stories';

const { WithPicture, WithoutPicture, WithoutName } = composeStories(stories);

describe('UserAvatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = render(<WithPicture />);
    expect(container.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.queryByTestId('default-avatar')).toBeNull();
  });

  it('shows the first character of the name without a picture, not a blank circle', () => {
    const { container } = render(<WithoutPicture />);
    expect(screen.getByTestId('default-avatar')).toHaveTextContent(/^新$/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the initial when the picture fails to load', () => {
    const { container } = render(<WithPicture />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('default-avatar')).toHaveTextContent(/^小$/);
  });

  it('shows the user icon when there is neither picture nor name', () => {
    render(<WithoutName />);
    const avatar = screen.getByTestId('default-avatar');
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('is hidden from screen readers: the name beside it is what they read', () => {
    render(<WithoutPicture />);
    expect(screen.getByTestId('default-avatar')).toHaveAttribute('aria-hidden', 'true');
  });
});
