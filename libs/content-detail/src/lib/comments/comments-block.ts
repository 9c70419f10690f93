// What the page hands its comments block: the props-only list's props (CommentsPanelProps) without
// its paging, which the block does itself (PagedCommentsPanel), plus what it needs for that.
import type { CommentView, CommentListView } from './comment-view';
import type { CommentsPanelProps } from './comments-panel';

/** The top-level pages of a page's comments, for the block to page through. */
export interface CommentPaging {
  /** The list's cache key (its endpoint and fixed input). */
  key: string;
  /** Page 1, from the loader. */
  first: CommentListView;
  /** Loads page `page` (1-based). */
  fetchPage: (page: number) => Promise<CommentListView>;
  /** The top-level comments of the pages received so far, in order, and the last page (its count). */
  onPages: (comments: CommentView[], last: CommentListView) => void;
}

export type CommentsBlockProps = Omit<CommentsPanelProps, 'loading' | 'onLoadMore'> & {
  /**
   * Paging, when the page pages its comments: `hasMore` then says whether the page knows of more
   * than it lists (the block asks the platform too). Without it (read-only) nothing loads more.
   */
  paging?: CommentPaging;
};
