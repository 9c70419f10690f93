// The recommendation block without its lists in the hydration data: the server render takes the
// first pages from the loader's render-only data; the browser fetches them and hydrates the same rows
// (the server HTML stays meanwhile); pages other than the server's, or a failed list, render the
// block again on the client, never through an error.
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider } from '@share/api-client';
import {
  createTestApi,
  envelope,
  fixtureListItems,
  fixturePagedList,
  MockResponse,
  type MockAnswer,
  type RecordedRequest,
} from '@share/api-client/testing';
import { defaultTheme, EMPTY_DEFAULT, RenderOnlyDataProvider, type RenderOnlyData } from '@share/ui';
import { installFakeIntersectionObserver, setUpTestContainer } from '@share/ui/testing';
import { detailListsKey } from './detail-data';
import { firstPagesStamp } from './detail-view-model';
import { EDITOR_START, FIXTURE_NOW, firstPagesFixture, pageFixture, RECOMMEND_START } from './fixtures';
import { RecommendSection } from './recommend-section';

const HOT = 'GET /peony/v3/hot/72h';
const EDITOR = 'GET /peony/v3/recommend/editor';
const RECOMMEND = 'GET /peony/v1/recommend';
const pageOf = (request: RecordedRequest) => Number(request.url.searchParams.get('page'));

/** The platform's answers for the lists firstPagesFixture was made from, held until `release`. */
function platform(overrides: Record<string, MockAnswer> = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held =
    (answer: (request: RecordedRequest) => ReturnType<typeof envelope> | MockResponse): MockAnswer =>
    async (request) => {
      await gate;
      return answer(request);
    };
  const routes: Record<string, MockAnswer> = {
    [HOT]: held((request) => envelope(fixturePagedList(10, 25, pageOf(request)))),
    [EDITOR]: held(() => envelope(fixturePagedList(10, 3, 1, EDITOR_START))),
    [RECOMMEND]: held((request) => envelope(fixturePagedList(10, 30, pageOf(request), RECOMMEND_START))),
  };
  for (const [route, answer] of Object.entries(overrides)) {
    routes[route] = held((request) =>
      typeof answer === 'function'
        ? (answer(request) as ReturnType<typeof envelope>)
        : (answer as ReturnType<typeof envelope>),
    );
  }
  const { api, fetch } = createTestApi(routes);
  return { api, fetch, release: () => act(async () => release()) };
}

/** A page without related reading. */
const NO_RELATED: readonly string[] = [];

function Page({
  api,
  owner,
  stamp,
  data,
}: {
  api: ReturnType<typeof createTestApi>['api'];
  owner: string;
  stamp: string | null;
  data?: RenderOnlyData;
}) {
  const tree: ReactNode = (
    <ThemeProvider theme={defaultTheme}>
      <ApiProvider api={api}>
        <div data-block="recommend">
          <RecommendSection owner={owner} relatedIds={NO_RELATED} now={FIXTURE_NOW} stamp={stamp} />
        </div>
      </ApiProvider>
    </ThemeProvider>
  );
  return data ? <RenderOnlyDataProvider data={data}>{tree}</RenderOnlyDataProvider> : tree;
}

const region = (name: string) => screen.getByRole('region', { name });
const links = (name: string) => within(region(name)).getAllByRole('link');
const STAMP = firstPagesStamp(firstPagesFixture());

/** The server's HTML of the block for `owner`, from the loader's render-only data. */
function serverHtml(owner: string, api = createTestApi({}).api): string {
  const data: RenderOnlyData = new Map();
  detailListsKey(owner).put(data, firstPagesFixture());
  return renderToString(<Page api={api} owner={owner} stamp={STAMP} data={data} />, { identifierPrefix: owner });
}

describe('RecommendSection', () => {
  // No hydration mismatch or thrown render may be reported.
  const dom = setUpTestContainer({ failOnConsoleError: true });

  it('the server renders the loader’s first pages, which the page data does not carry', () => {
    const { api, fetch } = platform();
    dom.container.innerHTML = serverHtml('srvOwner1', api);
    expect(links('72小时')).toHaveLength(10);
    expect(links('编辑推荐')).toHaveLength(3);
    expect(links('推荐')).toHaveLength(10);
    expect(within(region('推荐')).getByText('推荐阅读第210篇：城市更新进行时')).toBeInTheDocument();
    // Nothing was fetched for the render, and the page's data holds no row of the lists.
    expect(fetch.calls).toEqual([]);
    const data = JSON.stringify(pageFixture());
    expect(data).not.toContain('推荐阅读第');
    expect(data).not.toContain('"hot"');
  });

  it('in the browser the block keeps the server HTML until its first pages are fetched, then hydrates those rows in place', async () => {
    const owner = 'hydOwner1';
    dom.container.innerHTML = serverHtml(owner);
    const serverRow = within(region('推荐')).getByText('推荐阅读第210篇：城市更新进行时');
    const { api, fetch, release } = platform();
    await act(async () => {
      dom.root = hydrateRoot(dom.container, <Page api={api} owner={owner} stamp={STAMP} />, {
        identifierPrefix: owner,
      });
    });
    // Waiting: the three first pages are asked for through the page's api, the server rows stay.
    expect(fetch.calls.map((call) => `${call.path}?${call.url.searchParams}`).sort()).toEqual([
      '/peony/v1/recommend?page=1&size=10',
      '/peony/v3/hot/72h?page=1&size=10',
      '/peony/v3/recommend/editor?page=1&size=10',
    ]);
    expect(dom.container.contains(serverRow)).toBe(true);
    await release();
    // Hydrated, not rendered again: the server's nodes are kept and the load-more button answers.
    expect(within(region('推荐')).getByText('推荐阅读第210篇：城市更新进行时')).toBe(serverRow);
    expect(links('72小时')).toHaveLength(10);
    await act(async () => within(region('推荐')).getByRole('button', { name: '加载更多' }).click());
    await waitFor(() => expect(links('推荐')).toHaveLength(20));
    expect(
      fetch.calls.some((call) => call.path === '/peony/v1/recommend' && call.url.searchParams.get('page') === '2'),
    ).toBe(true);
  });

  it('a list that fails in the browser leaves that list empty (the block rendered again), the others and their paging as before', async () => {
    const owner = 'failOwner1';
    dom.container.innerHTML = serverHtml(owner);
    const serverRow = within(region('推荐')).getByText('推荐阅读第210篇：城市更新进行时');
    const { api, release } = platform({ [HOT]: new MockResponse('Bad Gateway', 502) });
    await act(async () => {
      dom.root = hydrateRoot(dom.container, <Page api={api} owner={owner} stamp={STAMP} />, {
        identifierPrefix: owner,
      });
    });
    await release();
    await waitFor(() => expect(dom.container.contains(serverRow)).toBe(false));
    // The hot list has no rows (as when the loader's call failed); editor picks and recommendations show the fetched rows.
    expect(within(region('72小时')).queryAllByRole('link')).toEqual([]);
    expect(within(region('72小时')).getByText(EMPTY_DEFAULT)).toBeInTheDocument();
    expect(links('编辑推荐')).toHaveLength(3);
    expect(links('推荐')).toHaveLength(10);
    await act(async () => within(region('推荐')).getByRole('button', { name: '加载更多' }).click());
    await waitFor(() => expect(links('推荐')).toHaveLength(20));
  });

  it('a list whose fetch fails while the device is offline keeps the server rows, and is fetched again when the connection returns', async () => {
    const owner = 'offOwner1';
    dom.container.innerHTML = serverHtml(owner);
    const serverRow = within(region('72小时')).getAllByRole('link')[0];
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      let reachable = false;
      const { api, fetch, release } = platform({
        [HOT]: (request) => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return envelope(fixturePagedList(10, 25, pageOf(request)));
        },
      });
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <Page api={api} owner={owner} stamp={STAMP} />, {
          identifierPrefix: owner,
        });
      });
      await release();
      // Not rendered again with an empty hot list: the server's rows stay.
      expect(dom.container.contains(serverRow)).toBe(true);
      expect(within(region('72小时')).queryByText(EMPTY_DEFAULT)).not.toBeInTheDocument();
      const hotCalls = () => fetch.calls.filter((call) => call.path === '/peony/v3/hot/72h').length;
      expect(hotCalls()).toBe(1);
      // Back online: fetched again, the same rows, hydrated in place.
      reachable = true;
      onLine.mockReturnValue(true);
      await act(async () => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(hotCalls()).toBe(2));
      await act(async () => within(region('72小时')).getByRole('button', { name: '加载更多' }).click());
      await waitFor(() => expect(links('72小时')).toHaveLength(20));
      expect(dom.container.contains(serverRow)).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });

  it('lists that changed since the server render (heat counts move) are rendered again with the new rows, not hydrated', async () => {
    const owner = 'newOwner1';
    dom.container.innerHTML = serverHtml(owner);
    const serverRow = within(region('72小时')).getAllByRole('link')[0];
    const { api, release } = platform({
      [HOT]: envelope({ list: fixtureListItems(10, 1, { view_count: 123_456 }), total: 25, page: 1, size: 10 }),
    });
    await act(async () => {
      dom.root = hydrateRoot(dom.container, <Page api={api} owner={owner} stamp={STAMP} />, {
        identifierPrefix: owner,
      });
    });
    await release();
    await waitFor(() => expect(dom.container.contains(serverRow)).toBe(false));
    expect(links('72小时')).toHaveLength(10);
    expect(links('72小时')[0]).toHaveTextContent('12w');
    expect(links('推荐')).toHaveLength(10);
  });

  it('changed lists cost nothing while the block is far below: the server rows stay until it comes near, then the new rows replace them', async () => {
    // A browser that can watch the block: it hydrates when it comes near the viewport (the test says when).
    const observers = installFakeIntersectionObserver();
    try {
      const owner = 'farOwner1';
      dom.container.innerHTML = serverHtml(owner);
      const serverRow = within(region('72小时')).getAllByRole('link')[0];
      const { api, fetch, release } = platform({
        [HOT]: envelope({ list: fixtureListItems(10, 1, { view_count: 123_456 }), total: 25, page: 1, size: 10 }),
      });
      await act(async () => {
        dom.root = hydrateRoot(dom.container, <Page api={api} owner={owner} stamp={STAMP} />, {
          identifierPrefix: owner,
        });
      });
      await release();
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      // The pages are in (fetched at idle), yet the block far below is neither hydrated nor rendered again.
      expect(fetch.calls).toHaveLength(3);
      expect(dom.container.contains(serverRow)).toBe(true);
      expect(serverRow).not.toHaveTextContent('12w');
      await act(async () => observers.enter());
      await waitFor(() => expect(dom.container.contains(serverRow)).toBe(false));
      expect(links('72小时')).toHaveLength(10);
      expect(links('72小时')[0]).toHaveTextContent('12w');
      expect(links('推荐')).toHaveLength(10);
    } finally {
      observers.uninstall();
    }
  });

  it('on a client navigation (no server HTML) the block fetches its first pages and shows them', async () => {
    const owner = 'navOwner1';
    const { api, release } = platform();
    await act(async () => {
      dom.root = createRoot(dom.container);
      dom.root.render(<Page api={api} owner={owner} stamp={null} />);
    });
    expect(screen.queryByRole('region', { name: '推荐' })).toBeNull();
    await release();
    await waitFor(() => expect(links('推荐')).toHaveLength(10));
    expect(links('编辑推荐')).toHaveLength(3);
  });
});
