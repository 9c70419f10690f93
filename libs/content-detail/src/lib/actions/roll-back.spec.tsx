// The page container's actions against a scripted platform: one collect state for the header and the
// footer, and the optimistic collect, follow and star going back when the write fails (spec §4, §8).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, fixtureComment, MockResponse, type MockAnswer } from '@share/api-client/testing';
import { SITE_ENDPOINT_ROUTES } from '@share/contract/browser';
import { MSG_COLLECT_SUCCESS } from '@share/ui';
import { pageFixture } from '../fixtures';
import { renderDetailPage, setUpDetailPageTests } from '../render-detail-page';

/** The page's one personal request (the site's viewer state). */
const VIEWER_STATE = `GET ${SITE_ENDPOINT_ROUTES.viewerState.path}`;
const askedViewerState = (calls: { path: string }[]) =>
  calls.some((c) => c.path === SITE_ENDPOINT_ROUTES.viewerState.path);
const MP_UID = 'xdDewvKb';
/** Stars of the first comment of the page's comments (the testing entry's comment). */
const STARS = fixtureComment().star_count;

/** An answer held until the test releases it, so the optimistic state can be seen first. */
function held(answer: MockAnswer) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond: MockAnswer = async (request) => {
    await gate;
    return typeof answer === 'function' ? answer(request) : answer;
  };
  return { respond, release: () => act(async () => release()) };
}

/** The page for the signed-in visitor, who has not collected nor followed yet, the platform answering `routes`. */
const renderPage = (routes: Record<string, MockAnswer>, data = pageFixture({ collect_count: 99 })) =>
  renderDetailPage(data, {
    routes: { [VIEWER_STATE]: envelope({ is_collect: false, is_follow: false }), ...routes },
    signedIn: true,
  });

const header = () => within(screen.getByTestId('detail-header'));
const footer = () => within(screen.getByTestId('comment-footer-bar'));
const collectButton = () => footer().getByRole('button', { name: /^收藏/ });
const refusal = envelope(null, '服务繁忙', 500);

const warned = setUpDetailPageTests();

describe('collect: one state for the header and the footer', () => {
  it('collecting moves the header count with the footer count and fills the star', async () => {
    const answer = held(envelope({ is_collect: true, collect_count: 100 }));
    const { fetch } = await renderPage({ 'POST /peony/v1/collection/{id}': answer.respond });
    expect(header().getByText('收藏 99')).toBeInTheDocument();
    await waitFor(() => expect(askedViewerState(fetch.calls)).toBe(true));

    fireEvent.click(collectButton());
    // Optimistic: both show 100 before the platform answers.
    expect(header().getByText('收藏 100')).toHaveAttribute('data-collected', 'true');
    expect(collectButton()).toHaveAccessibleName('收藏 100');
    expect(collectButton()).toHaveAttribute('aria-pressed', 'true');
    await answer.release();
    expect(await screen.findByText(MSG_COLLECT_SUCCESS)).toBeInTheDocument();
    expect(header().getByText('收藏 100')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.path.startsWith('/peony/v1/collection/'))?.body).toMatchObject({ type: 'add' });
  });

  it('a failed collect puts the header count, the footer count and the star back, silently', async () => {
    const answer = held(refusal);
    await renderPage({ 'POST /peony/v1/collection/{id}': answer.respond });
    fireEvent.click(collectButton());
    expect(header().getByText('收藏 100')).toBeInTheDocument();
    await answer.release();
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(collectButton()).toHaveAccessibleName('收藏 99');
    expect(header().getByText('收藏 99')).toHaveAttribute('data-collected', 'false');
    expect(screen.queryByText('服务繁忙')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warned()).toHaveBeenCalledWith('[collect] failed: 服务繁忙', expect.anything());
  });

  it('a failed uncollect (HTTP 500) goes back to collected in both places', async () => {
    const answer = held(new MockResponse('Internal Server Error', 500));
    await renderPage({
      [VIEWER_STATE]: envelope({ is_collect: true }),
      'POST /peony/v1/collection/{id}': answer.respond,
    });
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(collectButton());
    expect(header().getByText('收藏 98')).toHaveAttribute('data-collected', 'false');
    await answer.release();
    await waitFor(() => expect(collectButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(header().getByText('收藏 99')).toHaveAttribute('data-collected', 'true');
    expect(collectButton()).toHaveAccessibleName('收藏 99');
  });
});

describe('follow and star roll back when the write fails', () => {
  const mpData = () =>
    pageFixture({ mp: 1, mp_user_id: MP_UID }, 'doc', {
      mp: true,
      account: { uid: MP_UID, name: '岭南味道', avatar: '', is_follow: false },
    });

  it('follow: 已关注 at once, back to 关注 on a refusal, nothing shown', async () => {
    const answer = held(refusal);
    const { fetch } = await renderPage({ 'POST /guzzle/v1/mp/follow/{uid}': answer.respond }, mpData());
    const account = within(screen.getByTestId('mp-account'));
    await waitFor(() => expect(askedViewerState(fetch.calls)).toBe(true));
    fireEvent.click(account.getByRole('button', { name: '关注' }));
    expect(account.getByRole('button', { name: '已关注' })).toBeInTheDocument();
    await answer.release();
    expect(await account.findByRole('button', { name: '关注' })).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.path === `/guzzle/v1/mp/follow/${MP_UID}`)?.body).toEqual({ type: 1 });
    expect(screen.queryByText('服务繁忙')).toBeNull();
    expect(warned()).toHaveBeenCalledWith('[follow] failed: 服务繁忙', expect.anything());
  });

  it('star: pressed and counted at once, count and state back on a refusal', async () => {
    const answer = held(refusal);
    await renderPage({ 'POST /peony/v1/star': answer.respond });
    const comment = within(screen.getAllByTestId('comment')[0]);
    fireEvent.click(comment.getByRole('button', { name: `点赞 ${STARS}` }));
    expect(comment.getByRole('button', { name: `点赞 ${STARS + 1}` })).toHaveAttribute('aria-pressed', 'true');
    await answer.release();
    const back = await comment.findByRole('button', { name: `点赞 ${STARS}` });
    expect(back).toHaveAttribute('aria-pressed', 'false');
    expect(warned()).toHaveBeenCalledWith('[star] failed: 服务繁忙', expect.anything());
  });
});
