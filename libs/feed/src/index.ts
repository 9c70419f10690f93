// Public face of @share/feed: the content list screens (home feed, list and fly card, search, content
// modules, the bar's hot lists, activity): loaders over the request's typed platform client, page containers and
// props-only views. The special short form is @share/content-detail's special page.

// Loaders (called by the app's route loaders with the load context's api; they never throw)
export { loadHome, loadSearch, loadList, loadContentModel, loadActivity, loadBar } from './lib/load-screens';
// Rules
// Pages (containers) and views
export { HomePage } from './lib/home/home-page';
export { SearchPage } from './lib/search/search-page';
export { ListPage } from './lib/list/list-page';
export { FlyCardView } from './lib/list/fly-card-view';
export { ContentModelPage } from './lib/content-model/content-model-page';
export { ActivityView } from './lib/activity/activity-view';
export { BarPage } from './lib/bar/bar-page';
// Constants and strings
export { QUERY } from './lib/constants';
export * as FEED_MESSAGES from './lib/messages';
