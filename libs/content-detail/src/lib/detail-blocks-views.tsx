// Props-only blocks of the detail page around the body: related reading, the hot list, editor picks
// and recommendations. The comments block and the comment footer live in comments/.
import { ContentCard, EditorPicksList, HotList, LoadMoreButton, type CardItem, type HotListItem } from '@share/ui';
import type { HotRow } from './detail-view-model';
import { BlockSection } from './block-section';
import { RECOMMEND_TITLE, RELATED_TITLE } from './messages';

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
}

/** A hot-list row marked for exposure statistics with its id. */
function exposedHotItem(row: HotRow): HotListItem {
  return { ...row, exposureId: row.id };
}

/** Related reading (the item's relations), with load-more. */
export function RelatedList({ items, hasMore, loading, onLoadMore, now }: PagedList<CardItem> & { now: number }) {
  // Nothing related: the block hides (spec §2), no 暂无内容 box.
  if (items.length === 0) return null;
  return (
    <BlockSection aria-label={RELATED_TITLE}>
      <h2>{RELATED_TITLE}</h2>
      {items.map(({ id, ...card }) => (
        <ContentCard key={id} {...card} exposureId={id} now={now} />
      ))}
      <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
    </BlockSection>
  );
}

export interface RecommendBlocksProps {
  hot: PagedList<HotRow>;
  editor: PagedList<CardItem>;
  recommend: PagedList<CardItem>;
  now: number;
  /** The page's own item (its post_id), never listed on its own page. */
  currentId?: string;
  /** The page's related reading (post_ids), never repeated under 推荐. */
  relatedIds?: readonly string[];
}

/** The items of a list the page does not already show (`shown`: post_ids). */
export function withoutShown<T extends { id: string }>(items: T[], shown: readonly (string | undefined)[]): T[] {
  const ids = new Set(shown.filter((id) => id !== undefined));
  return ids.size === 0 ? items : items.filter((item) => !ids.has(item.id));
}

/**
 * The 72-hour hot list, editor picks and recommendations, each with load-more (page size 10). The
 * page's own item is dropped from all three: a page never recommends itself. 推荐 also leaves out
 * the related reading above it (issue 53): its first page is one shared by every page (the API
 * client's shared cache), so it is filtered here, after the fetch, rather than asked per item.
 */
export function RecommendBlocks({ hot, editor, recommend, now, currentId, relatedIds = [] }: RecommendBlocksProps) {
  const hotItems = withoutShown(hot.items, [currentId]);
  const editorItems = withoutShown(editor.items, [currentId]);
  const recommendItems = withoutShown(recommend.items, [currentId, ...relatedIds]);
  return (
    <>
      <HotList
        items={hotItems.map(exposedHotItem)}
        hasMore={hot.hasMore}
        loading={hot.loading}
        onLoadMore={hot.onLoadMore}
      />
      <EditorPicksList
        items={editorItems.map((card) => ({ ...card, exposureId: card.id }))}
        hasMore={editor.hasMore}
        loading={editor.loading}
        onLoadMore={editor.onLoadMore}
        now={now}
      />
      {/* An empty recommendation list hides, as the related one does. */}
      {recommendItems.length === 0 && !recommend.loading ? null : (
        <BlockSection aria-label={RECOMMEND_TITLE}>
          <h2>{RECOMMEND_TITLE}</h2>
          {recommendItems.map(({ id, ...card }) => (
            <ContentCard key={id} {...card} exposureId={id} now={now} />
          ))}
          <LoadMoreButton hasMore={recommend.hasMore} loading={recommend.loading} onLoadMore={recommend.onLoadMore} />
        </BlockSection>
      )}
    </>
  );
}
