// What the record views' tests share. Only spec files import it, through @share/ui/testing.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';

/** The screen's name (data-screen) of what is rendered. */
export const screenName = () => screen.getByTestId('screen').getAttribute('data-screen');

/** The Empty story shows `emptyText` (暂无内容 by default) `count` times; the Error story shows the error state. */
export function expectEmptyAndError(
  stories: { Empty: ComponentType; Error: ComponentType },
  emptyText = '暂无内容',
  count = 1,
) {
  const { unmount } = render(<stories.Empty />);
  expect(screen.getAllByText(emptyText)).toHaveLength(count);
  unmount();
  render(<stories.Error />);
  expect(screen.getByTestId('error-state')).toBeInTheDocument();
}
