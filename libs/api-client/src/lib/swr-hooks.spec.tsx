import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createTestApi, envelope, fixtureCommentList, fixtureComment } from '../testing';
import { ApiProvider, preloadEndpoint, useEndpoint } from './swr-hooks';
import { swrKey } from './endpoint-call';

function Comments({ id }: { id: string }) {
  const { data, error } = useEndpoint('comments', { params: { id }, query: { page: 1 } });
  if (error) return <p>{error.message}</p>;
  return <p>{data ? data.comments.map((c) => c.content).join(',') : 'loading'}</p>;
}

const routes = { 'GET /peony/v1/comment/{id}': envelope(fixtureCommentList([fixtureComment({ content: '来自客户端' })])) };

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
    const server = createTestApi({ 'GET /peony/v1/comment/{id}': envelope(fixtureCommentList([fixtureComment({ content: '服务端' })])) });
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

  it('asks again for another signed-in visitor, and nothing while nobody is signed in', async () => {
    let token: string | null = null;
    const { api, fetch } = createTestApi(
      { 'POST /guzzle/v1/mp/is_followed/{uid}': (call) => envelope({ is_follow: call.headers['authorization'] === 'token-a' }) },
      { getToken: () => token },
    );
    function Followed({ viewer }: { viewer: string | null }) {
      const { data } = useEndpoint('isFollowed', { params: { uid: 'AbCdEfGh' } }, { viewer });
      return <p>{data === undefined ? '未登录' : data.is_follow ? '已关注' : '关注'}</p>;
    }
    const view = (viewer: string | null) => (
      <ApiProvider api={api}>
        <Followed viewer={viewer} />
      </ApiProvider>
    );
    const { rerender } = render(view(null), { wrapper: fresh });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('未登录')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    token = 'token-a';
    rerender(view(token));
    expect(await screen.findByText('已关注')).toBeTruthy();
    token = 'token-b';
    rerender(view(token));
    expect(await screen.findByText('关注')).toBeTruthy();
    expect(fetch.calls).toHaveLength(2);
  });

  it('keys ignore the order of query fields', () => {
    expect(swrKey('comments', { params: { id: 'a' }, query: { page: 1, size: 10 } })).toBe(
      swrKey('comments', { query: { size: 10, page: 1 }, params: { id: 'a' } }),
    );
  });
});
