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
  items: EditorPickItem[];
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
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
