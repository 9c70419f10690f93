// The comments block as the page shows it: the props-only list (CommentsPanel) paging its top-level
// comments through the one paging hook (usePagedList, on SWR). It loads with the block's code (when
// the page is idle, or when the block comes to hydrate), so the detail page's first load carries
// neither the list nor the paging hook; the page keeps what is done to the comments (posts, stars,
// replies) and hears of each page through `paging.onPages`.
import { useEffect } from 'react';
import { usePagedList } from '@share/api-client';
import type { CommentView, CommentListView } from './comment-view';
import { logFailure } from '../actions/action-failure';
import type { CommentsBlockProps } from './comments-block';
import { CommentsPanel } from './comments-panel';

const commentsOf = (list: CommentListView) => list.comments;
const commentId = (comment: CommentView) => comment.gid;
/** More while the last page had comments and fewer than its count are listed. */
const morePages = (lists: CommentListView[], comments: CommentView[]) => {
  const last = lists[lists.length - 1];
  return last.comments.length > 0 && comments.length < last.count;
};
const noPage = (): Promise<CommentListView> => Promise.reject(new Error('no paging'));
const nothing = () => undefined;

export function PagedCommentsPanel({ paging, ...panel }: CommentsBlockProps) {
  // Offline, a page is asked again when the connection returns (spec §4).
  const pages = usePagedList<CommentListView, CommentView>({
    key: paging?.key ?? null,
    first: paging?.first ?? null,
    fetchPage: paging?.fetchPage ?? noPage,
    itemsOf: commentsOf,
    idOf: commentId,
    hasMore: morePages,
  });
  const onPages = paging?.onPages;
  useEffect(() => {
    if (pages.last && onPages) onPages(pages.items, pages.last);
  }, [pages.items, pages.last, onPages]);
  useEffect(() => {
    if (pages.failed) logFailure('comments page', pages.error);
  }, [pages.failed, pages.error]);
  return (
    <CommentsPanel
      {...panel}
      hasMore={paging ? pages.hasMore && panel.hasMore : panel.hasMore}
      loading={pages.loading}
      onLoadMore={paging ? pages.loadMore : nothing}
    />
  );
}
