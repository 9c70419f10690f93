import { contrastRatio, defaultTheme, readableShade } from '../readable-colors';
import { colors } from '../theme';
import { fn } from 'storybook/test';
import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SAMPLE_NAVIGATION } from '../story-fixtures';
import { BottomNavigationBar, resolveActiveId } from './bottom-navigation-bar';
import * as stories from './bottom-navigation-bar.stories';

const { HomeSelected, VideoSelected, DefaultColors } = composeStories(stories);

describe('BottomNavigationBar', () => {
  it('lists every navigation item with a link, the home item selected by default', () => {
    render(<HomeSelected />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['首页', '视频', '直播', '服务']);
    expect(links[0]).toHaveAttribute('href', '/davmu/share/?group=home');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('首页');
  });

  it('uses selectedLabelColor and unselectedLabelColor, darkened where needed for 4.5:1 labels', () => {
    render(<VideoSelected />);
    expect(screen.getByRole('link', { name: '视频' })).toHaveStyle({ color: readableShade('#FF4A26') });
    expect(screen.getByRole('link', { name: '首页' })).toHaveStyle({ color: readableShade('#8A8A8A') });
    expect(contrastRatio(readableShade('#8A8A8A'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(readableShade('#333333')).toBe('#333333');
  });

  it('shows the selected or unselected icon of each item, and a built-in icon when none', () => {
    const { container } = render(<VideoSelected />);
    const imgs = container.querySelectorAll('img');
    expect(imgs[0].getAttribute('src')).toBe(SAMPLE_NAVIGATION.navigationItems[0].icons?.unselected);
    expect(imgs[1].getAttribute('src')).toBe(SAMPLE_NAVIGATION.navigationItems[1].icons?.selected);
    expect(screen.getByRole('link', { name: '直播' }).querySelector('svg')).not.toBeNull();
  });

  it('falls back to the theme colour and grey without label colours', () => {
    render(<DefaultColors />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveStyle({ color: defaultTheme.colors.primary });
    expect(screen.getByRole('link', { name: '视频' })).toHaveStyle({ color: colors.meta });
  });

  it('calls onSelect with the item', () => {
    const onSelect = fn();
    render(<HomeSelected onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('link', { name: '直播' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'live', title: '直播' }));
  });

  it('renders buttons without getHref, and nothing without items', () => {
    render(<HomeSelected getHref={undefined} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    const { container } = render(<BottomNavigationBar config={{ navigationItems: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('resolves the selected item: given, else home, else first', () => {
    const items = SAMPLE_NAVIGATION.navigationItems;
    expect(resolveActiveId(items, 'live')).toBe('live');
    expect(resolveActiveId(items, 'nope')).toBe('home');
    expect(resolveActiveId(items.slice(1))).toBe('video');
  });
});
