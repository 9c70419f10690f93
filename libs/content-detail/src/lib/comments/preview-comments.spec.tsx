// A preview shows the comments its page was rendered with, and asks for no further page: the internal
// comment endpoints (/inner, /dinner) are read by the preview's loader on the server only, the site's
// public proxy answers them 404 (issue 52: drafts were readable through the proxy).
import { screen } from '@testing-library/react';
import { fixtureCommentList } from '@share/api-client/testing';
import { pageFixture } from '../fixtures';
import { renderDetailPage } from '../render-detail-page';

/** A page with one comment of 40 (a public page offers the next page), anonymous. */
const renderPage = (preview: boolean) =>
  renderDetailPage(
    pageFixture({ comment_count: 40 }, 'doc', { preview, comments: { ...fixtureCommentList(), count: 40 } }),
  );

describe('comments of a preview', () => {
  it('on a public page: 加载更多 asks for the next page', async () => {
    await renderPage(false);
    expect(await screen.findByRole('button', { name: '加载更多' })).toBeInTheDocument();
  });

  it('in a preview: the rendered comments only, and no call to the internal endpoints', async () => {
    const { fetch } = await renderPage(true);
    expect((await screen.findAllByTestId('comment')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(fetch.calls.filter((call) => /^\/d?inner\//.test(call.path))).toEqual([]);
  });
});
