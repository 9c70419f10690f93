import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from './special-page.stories';

const { Groups, OneGroupCollapsed } = composeStories(stories);

describe('SpecialView', () => {
  it('shows the title, the section navigation and every group with its content', () => {
    const { container } = render(<Groups />);
    expect(container.querySelector('[data-screen="SpecialDetail"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('专题｜非遗里的中国年');
    expect(screen.getByRole('link', { name: '年俗' })).toHaveAttribute('href', '#group-g1');
    expect(screen.getAllByTestId('special-group')).toHaveLength(2);
    expect(container.querySelector('[data-block="related"]')).toBeNull();
  });

  it('hides the content of a collapsed group', () => {
    render(<OneGroupCollapsed />);
    const [, second] = screen.getAllByTestId('special-group');
    expect(second).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
  });
});
