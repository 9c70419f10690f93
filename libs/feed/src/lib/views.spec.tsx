import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { EMPTY_DEFAULT, MSG_MODULE_UNSUPPORTED, ToastProvider, defaultTheme } from '@share/ui';
import { ContentModelPage } from './content-model/content-model-page';
import * as homeStories from './home/home-view.stories';
import * as searchStories from './search/search-view.stories';
import * as moduleStories from './content-model/content-model-view.stories';
import * as listStories from './list/list-view.stories';
import * as flyStories from './list/fly-card-view.stories';
import * as activityStories from './activity/activity-view.stories';
import * as barStories from './bar/bar-view.stories';
import { HOT_WORDS_TITLE } from './messages';

const Home = composeStories(homeStories);
const Search = composeStories(searchStories);
const Module = composeStories(moduleStories);

describe('Home view', () => {
  it('shows tabs, a lead card and cards linking to their share pages, and load more', () => {
    render(<Home.Default />);
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'Home');
    expect(screen.getByRole('tab', { name: '推荐' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '本地' })).toHaveAttribute('href', '/davmu/share/?group=grp00004');
    expect(screen.getByTestId('lead-card')).toHaveAttribute(
      'href',
      '/davmu/share/news/doc/2026/11/item0001/index.html',
    );
    expect(screen.getByText('第2条：城市新闻标题，地铁新线今日开通').closest('a')).toHaveAttribute(
      'href',
      '/davmu/share/news/doc/2026/11/item0002/index.html',
    );
    expect(screen.getByRole('button', { name: '加载更多' })).toBeEnabled();
    // Every card is marked for exposure statistics with its post_id.
    expect(screen.getByTestId('lead-card')).toHaveAttribute('data-exposure-id', 'item0001');
    expect(screen.getByText('第2条：城市新闻标题，地铁新线今日开通').closest('a')).toHaveAttribute(
      'data-exposure-id',
      'item0002',
    );
    expect(
      within(screen.getByRole('navigation', { name: '底部导航' }))
        .getByText('首页')
        .closest('a'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows 暂无内容 for an empty group and for an outage', () => {
    const { unmount } = render(<Home.Empty />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    unmount();
    render(<Home.Offline />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    expect(screen.getByTestId('error-state')).toBeInTheDocument();
  });

  it('says 加载中… while the next page loads and offers a retry after a failure', () => {
    const { unmount } = render(<Home.LoadingMore />);
    expect(screen.getByRole('button', { name: '加载中…' })).toBeDisabled();
    unmount();
    render(<Home.LoadMoreFailed />);
    expect(screen.getByRole('button', { name: '加载失败，点击重试' })).toBeInTheDocument();
  });
});

describe('Search view', () => {
  it('lists hot words linking to their search', () => {
    render(<Search.HotWords />);
    const words = screen.getByRole('region', { name: HOT_WORDS_TITLE });
    expect(within(words).getByText('地铁新线').closest('a')).toHaveAttribute(
      'href',
      `/davmu/share/search/index.html?keyword=${encodeURIComponent('地铁新线')}`,
    );
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyword');
  });

  it('shows results, and 暂无内容 when nothing matches', () => {
    const { unmount } = render(<Search.Results />);
    expect(within(screen.getByTestId('search-results')).getAllByRole('link')).toHaveLength(3);
    unmount();
    render(<Search.NoResults />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
  });
});

describe('Content module', () => {
  it('shows the unsupported-module toast in two lines when an app or topic entry is tapped', () => {
    jest.useFakeTimers();
    const args = Module.Module.args;
    render(
      <ThemeProvider theme={defaultTheme}>
        <ToastProvider>
          <ContentModelPage data={{ status: 'ok', module: args.module ?? null, now: args.now ?? 0 }} />
        </ToastProvider>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /热门话题/ }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('暂不支持该模块');
    expect(toast.textContent).toBe(MSG_MODULE_UNSUPPORTED);
    act(() => jest.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: /便民工具/ }));
    expect(screen.getByRole('status').textContent).toBe('暂不支持该模块\n请到APP查看哦～');
    jest.useRealTimers();
  });

  it('renders content entries as sections and 暂无内容 without a module', () => {
    const { unmount } = render(<Module.Module />);
    expect(screen.getByRole('region', { name: '本地快讯' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '身边视频' })).toHaveAttribute('data-layout', 'slider');
    unmount();
    render(<Module.Empty />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
  });
});

describe('the other screens', () => {
  it.each([
    ['List', composeStories(listStories).Named, '一周热点回顾'],
    ['FlyCard', composeStories(flyStories).Cards, '地铁12号线开通'],
    ['Activity', composeStories(activityStories).Ongoing, '1.2w人已报名'],
    ['Bar', composeStories(barStories).Lists, '72小时'],
  ])('%s names itself on its root and shows its content', (name, Story, text) => {
    render(<Story />);
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', name);
    expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  });

  it("FlyCard numbers its cards on the badges' scrim, readable over a light cover", () => {
    const Cards = composeStories(flyStories).Cards;
    render(<Cards />);
    const count = Cards.args.cards?.length;
    expect(screen.getByText(`1/${count}`)).toHaveStyle({ background: defaultTheme.colors.scrim });
  });

  it.each([
    ['List', composeStories(listStories).Empty],
    ['FlyCard', composeStories(flyStories).Empty],
    ['Activity', composeStories(activityStories).Empty],
    ['Bar', composeStories(barStories).Empty],
  ])('%s shows 暂无内容 when its data does not exist', (_name, Story) => {
    render(<Story />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
  });
});
