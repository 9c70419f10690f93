// The recommendation block's lists (the 72-hour hot list, editor picks, recommendations) from their
// first pages, each paging on load-more: loaded with the block's views when the page is idle or when
// the block comes to hydrate (RecommendSection), so that the first load carries neither them nor the
// paging hook.
import { cardOf } from '@share/ui';
import { RecommendBlocks } from './detail-blocks-views';
import type { DetailFirstPages } from './detail-data';
import { hotRowOf } from './detail-view-model';
import { useRemoteList } from './remote-list';

export interface RecommendListsProps {
  /** The lists' first pages (the server's, or as the browser fetched them). */
  pages: DetailFirstPages;
  /** The page's item: never listed, and the lists' pages are its own. */
  owner: string;
  /** The page's related reading: never repeated under 推荐. */
  relatedIds: readonly string[];
  now: number;
}

export function RecommendLists({ pages, owner, relatedIds, now }: RecommendListsProps) {
  const hot = useRemoteList(pages.hot, 'hot72h', owner, hotRowOf);
  const editor = useRemoteList(pages.editor, 'editorRecommend', owner, cardOf);
  const recommend = useRemoteList(pages.recommend, 'recommend', owner, cardOf);
  return (
    <RecommendBlocks
      hot={hot}
      editor={editor}
      recommend={recommend}
      now={now}
      currentId={owner}
      relatedIds={relatedIds}
    />
  );
}
