import { BottomNavigationBar, type BottomNavigationConfig } from '@share/ui';
import { FeedCards, MoreControl, ScreenRoot, StatusBlock } from '../feed-blocks';
import { hasMore, navItemHref, navItemOfGroup, type FeedGroup, type FeedPage, type LoadStatus } from '../feed-data';
import { GROUP_PANEL_ID, GroupTabs, groupTabId } from './group-tabs';

export interface HomeViewProps {
  status: LoadStatus;
  /** The tabs shown (the selected bottom-bar item's groups, or all groups kept by the column filter). */
  tabs: FeedGroup[];
  group: FeedGroup | null;
  page: FeedPage;
  now?: number;
  navigation?: BottomNavigationConfig | null;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
}

/** Home (spec §2 `/`): channel tabs, a lead card, the group's feed, load more and the bottom bar. */
export function HomeView({
  status,
  tabs,
  group,
  page,
  now,
  navigation,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: HomeViewProps) {
  const items = navigation?.navigationItems ?? [];
  const activeNav = navItemOfGroup(items, group?.id) ?? items.find((item) => item.isHome);
  return (
    <ScreenRoot name="Home" status={status}>
      <GroupTabs groups={tabs} activeId={group?.id} />
      <div
        role={tabs.length > 0 ? 'tabpanel' : undefined}
        id={GROUP_PANEL_ID}
        aria-labelledby={group && tabs.some((tab) => tab.id === group.id) ? groupTabId(group.id) : undefined}
      >
        {page.list.length > 0 ? (
          <>
            <FeedCards items={page.list} now={now} lead />
            <MoreControl
              hasMore={hasMore(page)}
              loading={loadingMore}
              failed={loadMoreFailed}
              onLoadMore={onLoadMore}
            />
          </>
        ) : (
          <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
        )}
      </div>
      {navigation ? <BottomNavigationBar config={navigation} activeId={activeNav?.id} getHref={navItemHref} /> : null}
    </ScreenRoot>
  );
}
