// Public face of @share/feed: the content list screens (home feed, list and fly card, search, content
// modules, the bar's hot lists, activity): loaders over the request's typed platform client, page containers and
// props-only views. The special short form is @share/content-detail's special page.

// Loaders (called by the app's route loaders with the load context's api; they never throw)
export { loadHome, loadSearch, loadList, loadContentModel, loadActivity, loadBar } from './lib/load-screens';
// Pages (containers) and views, each a chunk of its own
export { HomePage, SearchPage, ListPage, FlyCardView, ContentModelPage, ActivityPage, BarPage } from './lib/lazy-pages';
// The bottom bar of the pages a bar item leads to (the home draws its own), and which item a page is
export { TabBar } from './lib/tab-bar';
export { navItemOfPage } from './lib/feed-data';
// Constants and strings
export { QUERY } from './lib/constants';
export * as FEED_MESSAGES from './lib/messages';
