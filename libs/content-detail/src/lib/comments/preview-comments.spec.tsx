// A preview shows the comments its page was rendered with, and asks for no further page: the internal
// comment endpoints (/inner, /dinner) are read by the preview's loader on the server only, the site's
// public proxy answers them 404 (issue 52: drafts were readable through the proxy).
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiProvider } from '@share/api-client';
import { createTestApi, defaultMockRoutes, fixtureCommentList } from '@share/api-client/testing';
import { AuthProvider, createSessionStore } from '@share/auth';
import { defaultTheme, ToastProvider } from '@share/ui';
import { ContentDetailPage } from '../content-detail-page';
import { pageFixture } from '../fixtures';

async function renderPage(preview: boolean) {
  const session = createSessionStore({ writeCookie: null });
  const { api, fetch } = createTestApi(defaultMockRoutes(), { getToken: session.getTokens });
  // One comment of 40: a public page offers the next page.
  const comments = { ...fixtureCommentList(), count: 40 };
  await act(async () => {
    render(
      <ThemeProvider theme={defaultTheme}>
        <ToastProvider>
          <ApiProvider api={api}>
            <AuthProvider api={api} session={session} startOnMount={false}>
              <ContentDetailPage data={pageFixture({ comment_count: 40 }, 'doc', { preview, comments })} />
            </AuthProvider>
          </ApiProvider>
        </ToastProvider>
      </ThemeProvider>,
    );
  });
  return { fetch };
}

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
