import { useId } from 'react';
import type { TimeInput } from '@share/util-format';
import { ContentCard, type ContentCardProps } from '../content-card/content-card';
import { EmptyState } from '../empty-state/empty-state';
import { LoadMoreButton } from '../load-more/load-more-button';
import { EDITOR_PICKS_TITLE } from '../messages';
import { SectionCard, SectionFoot, SectionHead } from '../section-card';

export type EditorPickItem = Omit<ContentCardProps, 'now' | 'onClick' | 'className'> & {
  id: string | number;
};

export interface EditorPicksListProps {
  /** The picked items, in the editor's order. */
  items: EditorPickItem[];
  /** Whether a next page exists (the load-more control under the list). */
  hasMore: boolean;
  /** A page is being loaded (加载中…). */
  loading?: boolean;
  /** 加载更多 was pressed. */
  onLoadMore: () => void;
  /** An item was tapped. */
  onItemClick?: (item: EditorPickItem) => void;
  /** The current time for the cards' relative times. */
  now?: TimeInput;
}

/** The editor-recommended list 编辑推荐 (spec §2), content cards with load-more. */
export function EditorPicksList({ items, hasMore, loading, onLoadMore, onItemClick, now }: EditorPicksListProps) {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionHead>
        <h2 id={titleId}>{EDITOR_PICKS_TITLE}</h2>
      </SectionHead>
      {items.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <div>
          {items.map(({ id, ...card }) => (
            <ContentCard key={id} {...card} now={now} onClick={() => onItemClick?.({ id, ...card })} />
          ))}
        </div>
      )}
      <SectionFoot>
        <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
      </SectionFoot>
    </SectionCard>
  );
}
