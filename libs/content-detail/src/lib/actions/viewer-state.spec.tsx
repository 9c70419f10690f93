// What is personal on a detail page comes after hydration from one small request (issue 62): the
// site's viewer state carries the signed-in visitor's is_collect and is_follow; the page asks no
// user_related nor is_followed of its own, an anonymous visitor and a preview ask nothing, and a
// failure is written to the console under the call it stands for (spec §8: silently on the page).
import { act, screen, waitFor, within } from '@testing-library/react';
import { envelope, MockResponse, type MockAnswer } from '@share/api-client/testing';
import { authEvents } from '@share/auth';
import { SITE_ENDPOINT_ROUTES } from '@share/contract/browser';
import type { ContentDetailData } from '../detail-data';
import { pageFixture } from '../fixtures';
import { renderDetailPage, setUpDetailPageTests } from '../render-detail-page';

const PATH = SITE_ENDPOINT_ROUTES.viewerState.path;
const MP_UID = 'xdDewvKb';
/** A media-account item: it has an account to follow. */
const mpPage = (extra: Partial<ContentDetailData> = {}) =>
  pageFixture({ mp: 1, mp_user_id: MP_UID }, 'doc', {
    mp: true,
    account: { uid: MP_UID, name: '岭南味道', avatar: '', is_follow: false },
    ...extra,
  });

/** The page for a visitor (signed in unless told), the viewer state answering `viewerState`. */
const renderPage = (
  data: ContentDetailData,
  { viewerState, signedIn = true }: { viewerState?: MockAnswer; signedIn?: boolean } = {},
) =>
  renderDetailPage(data, {
    routes: { [`GET ${PATH}`]: viewerState ?? envelope({ is_collect: true, is_follow: true }) },
    signedIn,
  });

const footer = () => within(screen.getByTestId('comment-footer-bar'));
const collectButton = () => footer().getByRole('button', { name: /^收藏/ });
const account = () => within(screen.getByTestId('mp-account'));
/** The personal calls the page made: the viewer state, and any call of its own to the platform's two. */
const personalCalls = (calls: { path: string }[]) =>
  calls
    .map((call) => call.path)
    .filter((path) => path === PATH || path.endsWith('/user_related') || path.includes('/mp/is_followed/'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

const warned = setUpDetailPageTests();

describe('the viewer state: one personal request per page', () => {
  it("fills the star and 已关注 from one request with the item's type, id and account uid", async () => {
    const { fetch } = await renderPage(mpPage());
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(account().getByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(personalCalls(fetch.calls)).toEqual([PATH]);
    const asked = fetch.calls.find((call) => call.path === PATH);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      type: 'article',
      post_id: mpPage().detail.post_id,
      uid: MP_UID,
    });
    expect(asked?.headers['authorization']).toBe('user-token-1');
  });

  it('asks without a uid for an item with no media account', async () => {
    const { fetch } = await renderPage(pageFixture(), { viewerState: envelope({ is_collect: true }) });
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(fetch.calls.find((call) => call.path === PATH)?.url.searchParams.has('uid')).toBe(false);
  });

  it('asks nothing for an anonymous visitor', async () => {
    const anonymous = await renderPage(mpPage(), { signedIn: false });
    await settle();
    expect(personalCalls(anonymous.fetch.calls)).toEqual([]);
    expect(collectButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks nothing in a preview', async () => {
    const { fetch } = await renderPage(mpPage({ preview: true }));
    await settle();
    expect(personalCalls(fetch.calls)).toEqual([]);
  });

  it('keeps the star when is_followed failed, and writes that failure under is_followed', async () => {
    await renderPage(mpPage(), {
      viewerState: envelope({
        is_collect: true,
        errors: { is_follow: { code: 503, message: '网络错误，请稍后重试～' } },
      }),
    });
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(account().getByRole('button', { name: '关注' })).toBeInTheDocument();
    expect(warned()).toHaveBeenCalledWith('[is_followed] failed: 网络错误，请稍后重试～', expect.any(Error));
    expect(warned()).not.toHaveBeenCalledWith(expect.stringContaining('[user_related]'), expect.anything());
  });

  it('keeps 已关注 when user_related failed, and writes that failure under user_related', async () => {
    await renderPage(mpPage(), {
      viewerState: envelope({ is_follow: true, errors: { is_collect: { code: 404, message: '内容不存在或已下线' } } }),
    });
    expect(await account().findByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(collectButton()).toHaveAttribute('aria-pressed', 'false');
    expect(warned()).toHaveBeenCalledWith('[user_related] failed: 内容不存在或已下线', expect.any(Error));
  });

  it('writes a failed request under both calls, and shows nothing of it', async () => {
    await renderPage(mpPage(), { viewerState: new MockResponse('Bad Gateway', 502) });
    await waitFor(() => expect(warned()).toHaveBeenCalledTimes(2));
    expect(warned().mock.calls.map(([line]) => String(line).split(' ')[0])).toEqual([
      '[user_related]',
      '[is_followed]',
    ]);
    expect(collectButton()).toHaveAttribute('aria-pressed', 'false');
    expect(account().getByRole('button', { name: '关注' })).toBeInTheDocument();
  });

  it('resets the star and 已关注 on logout', async () => {
    await renderPage(mpPage());
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    act(() => authEvents.emit('loggedOut'));
    expect(collectButton()).toHaveAttribute('aria-pressed', 'false');
    expect(account().getByRole('button', { name: '关注' })).toBeInTheDocument();
  });
});
