import { Block, FeedCards, MoreControl, ScreenRoot, StatusBlock } from '../feed-blocks';
import { hasMore, type FeedPage, type LoadStatus } from '../feed-data';
import { LIST_DEFAULT_TITLE } from '../messages';
import { ListHeader } from './list-header';

export interface ListViewProps {
  status: LoadStatus;
  title: string;
  description?: string;
  cover?: string | null;
  publishedAt?: number | null;
  page: FeedPage;
  now?: number;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
}

/** List (spec §2 /list/{list_id?}/{index}): the list's header and its items; load more when paged. */
export function ListView({
  status,
  title,
  description,
  cover,
  publishedAt,
  page,
  now,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: ListViewProps) {
  return (
    <ScreenRoot name="List" status={status}>
      <ListHeader
        title={title || LIST_DEFAULT_TITLE}
        description={description}
        cover={cover}
        publishedAt={publishedAt}
        now={now}
      />
      <Block>
        {page.list.length > 0 ? (
          <>
            <FeedCards items={page.list} now={now} headingLevel={2} />
            {page.total > page.size ? (
              <MoreControl
                hasMore={hasMore(page)}
                loading={loadingMore}
                failed={loadMoreFailed}
                onLoadMore={onLoadMore}
              />
            ) : null}
          </>
        ) : (
          <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
        )}
      </Block>
    </ScreenRoot>
  );
}
