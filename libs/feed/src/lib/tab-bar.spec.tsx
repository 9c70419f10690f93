import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from './tab-bar.stories';

const { ContentModule, Mine, OnHome, NoNavigation } = composeStories(stories);

describe('TabBar', () => {
  it("selects the item that leads to the page: a content module's 本地", () => {
    render(<ContentModule />);
    expect(screen.getByRole('link', { name: '本地' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('selects 我的 on the /auth page', () => {
    render(<Mine />);
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws no bar on the home (it has its own) nor without a navigation', () => {
    render(<OnHome />);
    render(<NoNavigation />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
