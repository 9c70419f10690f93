// Props-only blocks of the detail page around the body: related reading, the hot list, editor picks
// and recommendations. The comments block and the comment footer live in comments/.
import styled from 'styled-components';
import { ContentCard, EditorPicksList, HotList, LoadMoreButton, type CardItem, type HotListItem } from '@share/ui';
import type { HotRow } from './detail-view-model';
import { BlockSection } from './block-section';
import { RECOMMEND_TITLE, RELATED_TITLE } from './messages';
import { oneStoryPerPage } from './one-story-per-page';

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
  /** The page's related reading (post_ids), never repeated in these lists. */
  relatedIds?: readonly string[];
}

/** A hot-list row and a card row at 390 px wide (ten of each: 660-730 px and 1,110-1,240 px). */
const HOT_ROW_HEIGHT = 72;
const CARD_ROW_HEIGHT = 116;

/**
 * The height a list counts for until DetailLayout renders it (content-visibility): its own rows, not
 * ten, as a list skips the stories shown above it. `&&&` outweighs DetailLayout's estimate for ten.
 */
const ListRows = styled.div<{ $height: number }>`
  display: contents;
  &&& section {
    contain-intrinsic-size: auto ${({ $height }) => $height}px;
  }
`;

/**
 * The 72-hour hot list, editor picks and recommendations, each with load-more (page size 10). A story
 * appears once per page (oneStoryPerPage): the page's own item in none of them, the related reading
 * above in none of them, and each list skips what a list above it shows. Their first pages are shared
 * by every page (the API client's shared cache), so this is done here, after the fetch.
 */
export function RecommendBlocks({ hot, editor, recommend, now, currentId, relatedIds = [] }: RecommendBlocksProps) {
  // The related reading above the block counts as shown: it takes the place of a first list here.
  const related = relatedIds.map((id) => ({ id }));
  const [, hotItems, editorItems, recommendItems] = oneStoryPerPage(
    [related, hot.items, editor.items, recommend.items],
    [currentId],
  );
  return (
    <>
      <ListRows $height={Math.max(1, hotItems.length) * HOT_ROW_HEIGHT}>
        <HotList
          items={hotItems.map(exposedHotItem)}
          hasMore={hot.hasMore}
          loading={hot.loading}
          onLoadMore={hot.onLoadMore}
        />
      </ListRows>
      <ListRows $height={Math.max(1, editorItems.length) * CARD_ROW_HEIGHT}>
        <EditorPicksList
          items={editorItems.map((card) => ({ ...card, exposureId: card.id }))}
          hasMore={editor.hasMore}
          loading={editor.loading}
          onLoadMore={editor.onLoadMore}
          now={now}
        />
      </ListRows>
      {/* An empty recommendation list hides, as the related one does. */}
      {recommendItems.length === 0 && !recommend.loading ? null : (
        <ListRows $height={Math.max(1, recommendItems.length) * CARD_ROW_HEIGHT}>
          <BlockSection aria-label={RECOMMEND_TITLE}>
            <h2>{RECOMMEND_TITLE}</h2>
            {recommendItems.map(({ id, ...card }) => (
              <ContentCard key={id} {...card} exposureId={id} now={now} />
            ))}
            <LoadMoreButton hasMore={recommend.hasMore} loading={recommend.loading} onLoadMore={recommend.onLoadMore} />
          </BlockSection>
        </ListRows>
      )}
    </>
  );
}
