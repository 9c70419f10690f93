import { composeStories } from '@storybook/react';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider, MSG_NETWORK_ERROR } from '@share/api-client';
import { createTestApi, envelope, fixtureDocDetailOf } from '@share/api-client/testing';
import { defaultTheme, EMPTY_DEFAULT, ToastProvider } from '@share/ui';
import { FIXTURE_NOW, FIXTURE_ORIGIN } from './fixtures';
import { SPECIAL_DEFAULT_TITLE } from './messages';
import { longGroupData, reportTitle, secondBatch } from './special-page.stories';
import { SpecialShortPage, SpecialShortView } from './special-short-page';
import { specialShortMeta } from './share-meta';
import * as stories from './special-short-page.stories';

// Groups of 50 cards render slowly on a busy 2-core machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const s = composeStories(stories);
const screenName = (container: HTMLElement) =>
  container.querySelector('[data-testid="screen"]')?.getAttribute('data-screen');

describe('SpecialShortView (/special/{id?} without a special)', () => {
  it('an sp_topic shows its head and opens in the app and on desktop; no related, comments or footer', async () => {
    const { container } = render(<s.SpTopic />);
    const topic = fixtureDocDetailOf('sp_topic');
    expect(screenName(container)).toBe('Special');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(topic.title);
    // Through open-app's launch strategy (the open-app dialog), never a bare scheme link (issue 61).
    fireEvent.click(screen.getByRole('button', { name: '在APP中打开' }));
    expect(await screen.findByRole('button', { name: '立即前往' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在电脑上打开' })).toHaveAttribute(
      'href',
      'https://www.example.com/special/two-sessions',
    );
    for (const block of ['related', 'comments', 'recommend', 'comment-footer'])
      expect(container.querySelector(`[data-block="${block}"]`)).toBeNull();
  });

  it('an sp_topic with enable_app off offers only its desktop page', () => {
    render(<s.SpTopicPcOnly />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('全运会专题｜家门口的体育盛会');
    expect(screen.queryByRole('button', { name: '在APP中打开' })).toBeNull();
    expect(screen.getByRole('link', { name: '在电脑上打开' })).toHaveAttribute(
      'href',
      'https://www.example.com/special/national-games',
    );
  });

  it('another item links to its own page', () => {
    render(<s.OtherItem />);
    const video = fixtureDocDetailOf('video');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(video.title);
    expect(screen.getByRole('link', { name: new RegExp(video.title) })).toHaveAttribute('href', video.share_link);
  });

  it(`an item without a title is called ${SPECIAL_DEFAULT_TITLE}`, () => {
    const item = { ...fixtureDocDetailOf('sp_topic'), title: '' };
    render(
      <ThemeProvider theme={defaultTheme}>
        <SpecialShortView data={{ kind: 'item', item, now: FIXTURE_NOW, origin: FIXTURE_ORIGIN }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('专题');
  });

  it('no data shows 暂无内容 in the Special frame; an outage says the network failed', () => {
    const empty = render(<s.Empty />);
    expect(screenName(empty.container)).toBe('Special');
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    expect(screen.queryByText(MSG_NETWORK_ERROR)).toBeNull();
    empty.unmount();
    render(<s.Offline />);
    expect(screen.getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    expect(screen.getByTestId('error-state')).toHaveTextContent(MSG_NETWORK_ERROR);
  });
});

describe('SpecialShortPage with a special: the long form’s page', () => {
  it('names itself Special and loads the next batch of 50 of a group', async () => {
    const { api, fetch } = createTestApi({ 'GET /peony/v3/special/{id}': envelope(secondBatch) });
    const { container } = render(
      <ThemeProvider theme={defaultTheme}>
        <ToastProvider>
          <ApiProvider api={api}>
            <SpecialShortPage data={{ kind: 'special', special: longGroupData }} />
          </ApiProvider>
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(screenName(container)).toBe('Special');
    const group = within(screen.getAllByTestId('special-group')[2] as HTMLElement);
    expect(group.getByRole('heading', { name: '更多报道' })).toBeInTheDocument();
    fireEvent.click(group.getByRole('button', { name: '加载更多' }));
    expect(await group.findByText(reportTitle(60))).toBeInTheDocument();
    expect(group.getAllByRole('link')).toHaveLength(60);
    expect(Object.fromEntries(fetch.calls[0]?.url.searchParams ?? [])).toEqual({
      group_id: 'g3',
      page: '2',
      size: '50',
    });
  });

  it('the Special story is the special page under the short form’s name', () => {
    const { container } = render(<s.Special />);
    expect(screenName(container)).toBe('Special');
    expect(screen.getAllByTestId('special-group')).toHaveLength(2);
  });
});

describe('specialShortMeta', () => {
  const titleOf = (tags: ReturnType<typeof specialShortMeta>) => tags.find((tag) => 'title' in tag);
  const imageOf = (tags: ReturnType<typeof specialShortMeta>) =>
    tags.find((tag) => 'property' in tag && tag.property === 'og:image');

  it('a special: its title and banner, as the long form', () => {
    // The stories' banner is a data: picture, which no share image may be (issue 58): an http(s) one here.
    const special = { ...longGroupData, banner: 'https://img.example.cn/special/banner.png' };
    const tags = specialShortMeta({ kind: 'special', special });
    expect(titleOf(tags)).toEqual({ title: `${special.special.title} - 客户端分享` });
    expect(imageOf(tags)).toEqual({ property: 'og:image', content: special.banner });
  });

  it('an item: its own title and link; nothing: 专题', () => {
    const topic = fixtureDocDetailOf('sp_topic');
    const tags = specialShortMeta({ kind: 'item', item: topic, now: FIXTURE_NOW, origin: FIXTURE_ORIGIN });
    expect(titleOf(tags)).toEqual({ title: `${topic.title} - 客户端分享` });
    expect(tags).toContainEqual({ property: 'og:url', content: `${FIXTURE_ORIGIN}${topic.share_link}` });
    expect(titleOf(specialShortMeta({ kind: 'empty', now: FIXTURE_NOW, origin: FIXTURE_ORIGIN }))).toEqual({
      title: '专题 - 客户端分享',
    });
  });
});
