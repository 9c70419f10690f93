// Props-only blocks of the detail page around the body: related reading, the hot list, editor picks
// and recommendations. The comments block and the comment footer live in comments/.
import styled from 'styled-components';
import { cardOf, ContentCard, EditorPicksList, HotList, hrefOf, LoadMoreButton, type HotListItem } from '@share/ui';
import type { DocSummary } from '@share/contract';
import { RECOMMEND_TITLE, RELATED_TITLE } from './messages';

/** A titled block of the detail page (related, comments, recommendations): a bar in the primary colour before the title. */
export const BlockSection = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  > h2 {
    position: relative;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs} 26px`};
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > h2::before {
    content: '';
    position: absolute;
    left: 16px;
    top: 19px;
    bottom: 6px;
    width: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
}

export function hotItemOf(item: DocSummary): HotListItem {
  return { id: item.post_id, title: item.title, href: hrefOf(item), heat: item.view_count, exposureId: item.post_id };
}

/** Related reading (the item's relations), with load-more. */
export function RelatedList({ items, hasMore, loading, onLoadMore, now }: PagedList<DocSummary> & { now: number }) {
  // Nothing related: the block hides (spec §2), no 暂无内容 box.
  if (items.length === 0) return null;
  return (
    <BlockSection aria-label={RELATED_TITLE}>
      <h2>{RELATED_TITLE}</h2>
      {items.map((item) => {
        const { id, ...card } = cardOf(item);
        return <ContentCard key={id} {...card} now={now} />;
      })}
      <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
    </BlockSection>
  );
}

export interface RecommendBlocksProps {
  hot: PagedList<DocSummary>;
  editor: PagedList<DocSummary>;
  recommend: PagedList<DocSummary>;
  now: number;
  /** The page's own item (its post_id), never listed on its own page. */
  currentId?: string;
}

/** The items of a list other than the page's own. */
export function withoutItem(items: DocSummary[], currentId: string | undefined): DocSummary[] {
  return currentId === undefined ? items : items.filter((item) => item.post_id !== currentId);
}

/**
 * The 72-hour hot list, editor picks and recommendations, each with load-more (page size 10). The
 * page's own item is dropped from all three: a page never recommends itself.
 */
export function RecommendBlocks({ hot, editor, recommend, now, currentId }: RecommendBlocksProps) {
  const hotItems = withoutItem(hot.items, currentId);
  const editorItems = withoutItem(editor.items, currentId);
  const recommendItems = withoutItem(recommend.items, currentId);
  return (
    <>
      <HotList items={hotItems.map(hotItemOf)} hasMore={hot.hasMore} loading={hot.loading} onLoadMore={hot.onLoadMore} />
      <EditorPicksList items={editorItems.map(cardOf)} hasMore={editor.hasMore} loading={editor.loading} onLoadMore={editor.onLoadMore} now={now} />
      {/* An empty recommendation list hides, as the related one does. */}
      {recommendItems.length === 0 && !recommend.loading ? null : (
        <BlockSection aria-label={RECOMMEND_TITLE}>
          <h2>{RECOMMEND_TITLE}</h2>
          {recommendItems.map((item) => {
            const { id, ...card } = cardOf(item);
            return <ContentCard key={id} {...card} now={now} />;
          })}
          <LoadMoreButton hasMore={recommend.hasMore} loading={recommend.loading} onLoadMore={recommend.onLoadMore} />
        </BlockSection>
      )}
    </>
  );
}
