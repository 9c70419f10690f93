import { cardOf, type EditorPickItem, EditorPicksList, HotList, type HotListItem, hrefOf } from '@share/ui';
import { Block, ScreenRoot, StatusBlock } from '../feed-blocks';
import { hasMore, type FeedPage, type LoadStatus } from '../feed-data';

export interface BarViewProps {
  status: LoadStatus;
  hot: FeedPage;
  picks: FeedPage;
  hotLoading?: boolean;
  picksLoading?: boolean;
  onMoreHot?: () => void;
  onMorePicks?: () => void;
}

/** Bar (spec §2 /bar): the 72-hour hot list ('72小时', ranks 1, 2, 3…) and the editor picks ('编辑推荐'). */
export function BarView({ status, hot, picks, hotLoading, picksLoading, onMoreHot, onMorePicks }: BarViewProps) {
  const hotItems: HotListItem[] = hot.list.map((item) => ({
    id: item.post_id,
    title: item.title,
    href: hrefOf(item),
    heat: item.view_count,
  }));
  const pickItems: EditorPickItem[] = picks.list.map((item) => ({ ...cardOf(item), exposureId: item.post_id }));
  return (
    <ScreenRoot name="Bar" status={status}>
      {hotItems.length > 0 ? (
        <Block>
          <HotList items={hotItems} hasMore={hasMore(hot)} loading={hotLoading} onLoadMore={() => onMoreHot?.()} />
        </Block>
      ) : null}
      {pickItems.length > 0 ? (
        <Block>
          <EditorPicksList
            items={pickItems}
            hasMore={hasMore(picks)}
            loading={picksLoading}
            onLoadMore={() => onMorePicks?.()}
          />
        </Block>
      ) : null}
      {hotItems.length === 0 && pickItems.length === 0 ? (
        <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
      ) : null}
    </ScreenRoot>
  );
}
