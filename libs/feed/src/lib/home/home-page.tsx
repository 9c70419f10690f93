import { useCallback } from 'react';
import { swrKey, useShareApi } from '@share/api-client';
import type { BottomNavigationConfig } from '@share/ui';
import { FEED_PAGE_SIZE } from '../constants';
import { tabsFor } from '../feed-data';
import type { HomeData } from '../load-screens';
import { useLoadMore } from '../use-load-more';
import { HomeView } from './home-view';

export interface HomePageProps {
  /** The loader's data of the home page. */
  data: HomeData;
  /** The bottom navigation of the app info, if any. */
  navigation?: BottomNavigationConfig | null;
}

function HomeFeed({ data, navigation }: HomePageProps) {
  const api = useShareApi();
  const gid = data.group?.id;
  const fetchPage = useCallback(
    (pageindex: number) =>
      api.endpoints.contentList({ query: { gid: gid ?? '', pageindex, pagesize: FEED_PAGE_SIZE } }),
    [api, gid],
  );
  const more = useLoadMore(
    swrKey('contentList', { query: { gid: gid ?? '', pagesize: FEED_PAGE_SIZE } }),
    data.page,
    fetchPage,
  );
  return (
    <HomeView
      status={data.status}
      tabs={tabsFor(data.groups, navigation, data.group)}
      group={data.group}
      page={more.page}
      now={data.now}
      navigation={navigation}
      loadingMore={more.loading}
      loadMoreFailed={more.failed}
      onLoadMore={more.loadMore}
    />
  );
}

/** Home container: the loader's first page, later pages from the browser. A new group starts afresh. */
export function HomePage(props: HomePageProps) {
  return <HomeFeed key={props.data.group?.id ?? 'none'} {...props} />;
}
