import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createTestApi, envelope, fixtureCommentList, fixtureComment } from '../testing';
import { ApiProvider, preloadEndpoint, useEndpoint } from './swr-hooks';
import { swrKey } from './swr-key';

function Comments({ id }: { id: string }) {
  const { data, error } = useEndpoint('comments', { params: { id }, query: { page: 1 } });
  if (error) return <p>{error.message}</p>;
  return <p>{data ? data.comments.map((c) => c.content).join(',') : 'loading'}</p>;
}

const routes = {
  'GET /peony/v1/comment/{id}': envelope(fixtureCommentList([fixtureComment({ content: '来自客户端' })])),
};

// A fresh cache per test, so one test's data never leaks into another.
const fresh = ({ children }: { children: React.ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useEndpoint', () => {
  it('loads client data through the api', async () => {
    const { api, fetch } = createTestApi(routes);
    render(
      <ApiProvider api={api}>
        <Comments id="AbCdEfGh" />
      </ApiProvider>,
      { wrapper: fresh },
    );
    expect(await screen.findByText('来自客户端')).toBeTruthy();
    expect(fetch.calls).toHaveLength(1);
  });

  it('shows server-loaded data at once and does not request it again on hydration', async () => {
    const server = createTestApi({
      'GET /peony/v1/comment/{id}': envelope(fixtureCommentList([fixtureComment({ content: '服务端' })])),
    });
    const fallback = await preloadEndpoint(server.api, 'comments', { params: { id: 'AbCdEfGh' }, query: { page: 1 } });
    const browser = createTestApi(routes);
    render(
      <ApiProvider api={browser.api} fallback={fallback}>
        <Comments id="AbCdEfGh" />
      </ApiProvider>,
      { wrapper: fresh },
    );
    expect(screen.getByText('服务端')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.fetch.calls).toHaveLength(0);
  });

  it('maps errors to the ApiError message', async () => {
    const { api } = createTestApi({ 'GET /peony/v1/comment/{id}': envelope(null, '内容不存在或已下线', 404) });
    render(
      <ApiProvider api={api}>
        <Comments id="AbCdEfGh" />
      </ApiProvider>,
      { wrapper: fresh },
    );
    await waitFor(() => expect(screen.getByText('内容不存在或已下线')).toBeTruthy());
  });

  it('keys ignore the order of query fields', () => {
    expect(swrKey('comments', { params: { id: 'a' }, query: { page: 1, size: 10 } })).toBe(
      swrKey('comments', { query: { size: 10, page: 1 }, params: { id: 'a' } }),
    );
  });
});
