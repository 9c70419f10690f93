import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { Comment, CommentList } from '@share/contract';
import { ApiProvider, type ShareApi } from '@share/api-client';
import { fixtureComment } from '@share/api-client/testing';
import { defaultTheme } from '@share/ui';
import type { CommentPaging } from './comments-block';
import { PagedCommentsPanel } from './paged-comments-panel';
import { initialThreadState, threadsOf } from './thread-state';

const comments = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    fixtureComment({ gid: `cmt${String(from + i).padStart(5, '0')}`, content: `第${from + i}条`, replys: [] }),
  );
const listOf = (list: Comment[], page: number): CommentList => ({ comments: list, count: 15, page, size: 10 });

function view(paging: CommentPaging | undefined, shown: Comment[]) {
  const thread = initialThreadState(shown, 15);
  return (
    // The list fetches through its paging's fetchPage; the provider runs its paging engine.
    <ApiProvider api={{} as ShareApi}>
      <ThemeProvider theme={defaultTheme}>
        <PagedCommentsPanel
          threads={threadsOf(thread)}
          count={15}
          open
          now={0}
          hasMore={shown.length < 15}
          paging={paging}
        />
      </ThemeProvider>
    </ApiProvider>
  );
}

describe('PagedCommentsPanel', () => {
  it('loads the next page on 加载更多 and hands the pages received to the page', async () => {
    const first = listOf(comments(1, 10), 1);
    const asked: number[] = [];
    const handed: Array<[number, number]> = [];
    const paging: CommentPaging = {
      key: 'comments:test',
      first,
      fetchPage: (page) => {
        asked.push(page);
        return Promise.resolve(listOf(comments(11, 5), page));
      },
      onPages: (list, last) => handed.push([list.length, last.page]),
    };
    render(view(paging, first.comments));
    // The first page is the loader's: handed over as it is, never asked for.
    expect(handed).toEqual([[10, 1]]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    });
    // Page 2 comes once the paging code has arrived (at once in a page that was idle before the tap).
    await waitFor(() =>
      expect(handed).toEqual([
        [10, 1],
        [15, 2],
      ]),
    );
    expect(asked).toEqual([2]);
  });

  it('without paging (read-only) shows the page’s comments and asks for nothing', () => {
    render(view(undefined, comments(1, 10)));
    expect(screen.getAllByTestId('comment')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(screen.getAllByTestId('comment')).toHaveLength(10);
  });
});
