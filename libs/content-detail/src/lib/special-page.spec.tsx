import { composeStories } from '@storybook/react';
import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider, MSG_NETWORK_ERROR } from '@share/api-client';
import { createTestApi, envelope, MockResponse, type MockAnswer } from '@share/api-client/testing';
import { defaultTheme, ToastProvider } from '@share/ui';
import { SpecialPage } from './special-page';
import * as stories from './special-page.stories';
import { longGroupData, reportTitle, secondBatch } from './special-page.stories';

// Groups of 50 cards render slowly on a busy 2-core machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const { Groups, OneGroupCollapsed, MoreToLoad, LoadingBatch, AllLoaded } = composeStories(stories);

const groupNamed = (name: string) => {
  const group = screen.getAllByTestId('special-group').find((g) => within(g).queryByRole('heading', { name }));
  if (!group) throw new Error(`no group ${name}`);
  return within(group);
};

describe('SpecialView', () => {
  it('shows the title, the section navigation and every group with its content', () => {
    const { container } = render(<Groups />);
    expect(container.querySelector('[data-screen="SpecialDetail"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('专题｜非遗里的中国年');
    const chips = screen.getByRole('navigation', { name: '专题栏目' });
    expect(within(chips).getByRole('link', { name: '年俗' })).toHaveAttribute('href', '#group-g1');
    expect(screen.getAllByTestId('special-group')).toHaveLength(2);
    expect(container.querySelector('[data-block="related"]')).toBeNull();
    // Every item of both groups is shown: nothing more to load.
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('hides the content of a collapsed group', () => {
    render(<OneGroupCollapsed />);
    const [, second] = screen.getAllByTestId('special-group');
    expect(second).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the first 50 of 60 items with load-more, which asks for that group', async () => {
    const { container } = render(<MoreToLoad />);
    expect(groupNamed('更多报道').getAllByRole('link')).toHaveLength(50);
    await MoreToLoad.play?.({ canvasElement: container });
  });

  it('shows 加载中… on a disabled load-more while the batch runs', () => {
    render(<LoadingBatch />);
    expect(groupNamed('更多报道').getByRole('button', { name: '加载中…' })).toBeDisabled();
  });

  it('hides load-more once all 60 items are shown', () => {
    render(<AllLoaded />);
    expect(groupNamed('更多报道').getAllByRole('link')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /加载/ })).toBeNull();
  });
});

describe('SpecialPage: batches of 50 from the platform (spec §9)', () => {
  const batchAnswer = envelope(secondBatch);

  function renderPage(answer: MockAnswer) {
    const { api, fetch } = createTestApi({ 'GET /peony/v3/special/{id}': answer });
    render(
      <ThemeProvider theme={defaultTheme}>
        <ToastProvider>
          <ApiProvider api={api}>
            <SpecialPage data={longGroupData} />
          </ApiProvider>
        </ToastProvider>
      </ThemeProvider>,
    );
    return fetch;
  }

  it('fetches the group’s page 2 of 50, appends it and hides load-more at the total', async () => {
    const fetch = renderPage(batchAnswer);
    fireEvent.click(groupNamed('更多报道').getByRole('button', { name: '加载更多' }));
    expect(groupNamed('更多报道').getByRole('button', { name: '加载中…' })).toBeDisabled();
    expect(await groupNamed('更多报道').findByText(reportTitle(60))).toBeInTheDocument();
    const links = groupNamed('更多报道').getAllByRole('link');
    expect(links[49]).toHaveTextContent(reportTitle(50));
    expect(links[50]).toHaveTextContent(reportTitle(51));
    expect(links[59]).toHaveTextContent(reportTitle(60));
    expect(groupNamed('更多报道').queryByRole('button', { name: /加载/ })).toBeNull();
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.path).toBe(`/peony/v3/special/${longGroupData.special.post_id}`);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ group_id: 'g3', page: '2', size: '50' });
    expect(groupNamed('年俗').getAllByRole('link')).toHaveLength(2);
  });

  it('keeps the 50 shown and toasts the reason when a batch fails, then retries', async () => {
    let fail = true;
    const fetch = renderPage(() => (fail ? new MockResponse('upstream down', 500) : batchAnswer));
    fireEvent.click(groupNamed('更多报道').getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_NETWORK_ERROR);
    expect(groupNamed('更多报道').getAllByRole('link')).toHaveLength(50);

    fail = false;
    await act(async () => fireEvent.click(groupNamed('更多报道').getByRole('button', { name: '加载更多' })));
    expect(await groupNamed('更多报道').findByText(reportTitle(60))).toBeInTheDocument();
    expect(groupNamed('更多报道').getAllByRole('link')).toHaveLength(60);
    expect(fetch.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['2', '2']);
  });

  it('shows the platform’s own message when it refuses', async () => {
    renderPage(envelope(null, '专题分组不存在', 404));
    fireEvent.click(groupNamed('更多报道').getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('status')).toHaveTextContent('专题分组不存在');
  });

  it('sends one request per batch however often load-more is tapped', async () => {
    const fetch = renderPage(batchAnswer);
    const button = groupNamed('更多报道').getByRole('button', { name: '加载更多' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await groupNamed('更多报道').findByText(reportTitle(60))).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
  });
});
