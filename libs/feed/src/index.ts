// Public face of @share/feed: the content list screens (home feed, list and fly card, search, content
// modules, the bar's hot lists, activity): loaders over the request's typed platform client, page containers and
// props-only views. The special short form is @share/content-detail's special page.

// Loaders (called by the app's route loaders with the load context's api; they never throw)
export { loadHome, loadSearch, loadList, loadContentModel, loadActivity, loadBar } from './lib/load-screens';
export type {
  HomeData,
  SearchData,
  ListData,
  FlyCard,
  ContentModelData,
  Activity,
  ActivityData,
  BarData,
} from './lib/load-screens';

// Rules
export {
  cardLayoutOf,
  hasMore,
  homeGroups,
  selectGroup,
  groupHref,
  navItemOfGroup,
  navItemHref,
  tabsFor,
  moduleEntries,
  isUnsupportedEntry,
} from './lib/feed-data';
export type { FeedItem, FeedPage, FeedGroup, LoadStatus, ModuleEntry, ContentModule } from './lib/feed-data';

// Pages (containers) and views
export { HomePage } from './lib/home/home-page';
export type { HomePageProps } from './lib/home/home-page';
export { HomeView } from './lib/home/home-view';
export type { HomeViewProps } from './lib/home/home-view';
export { GroupTabs } from './lib/home/group-tabs';
export type { GroupTabsProps } from './lib/home/group-tabs';
export { SearchPage } from './lib/search/search-page';
export { SearchView, searchHref, SEARCH_PAGE_PATH } from './lib/search/search-view';
export type { SearchViewProps } from './lib/search/search-view';
export { ListPage } from './lib/list/list-page';
export { ListView } from './lib/list/list-view';
export type { ListViewProps } from './lib/list/list-view';
export { FlyCardView } from './lib/list/fly-card-view';
export type { FlyCardViewProps } from './lib/list/fly-card-view';
export { ContentModelPage } from './lib/content-model/content-model-page';
export { ContentModelView } from './lib/content-model/content-model-view';
export type { ContentModelViewProps } from './lib/content-model/content-model-view';
export { ActivityView } from './lib/activity/activity-view';
export type { ActivityViewProps } from './lib/activity/activity-view';
export { BarPage } from './lib/bar/bar-page';
export { BarView } from './lib/bar/bar-view';
export type { BarViewProps } from './lib/bar/bar-view';
export { ScreenRoot } from './lib/feed-blocks';
export type { ScreenName } from './lib/feed-blocks';

// Constants and strings
export {
  FEED_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  RECOMMEND_PAGE_SIZE,
  RANK_PAGE_SIZE,
  QUERY,
  UNSUPPORTED_MODULE_CATEGORIES,
} from './lib/constants';
export * as FEED_MESSAGES from './lib/messages';
