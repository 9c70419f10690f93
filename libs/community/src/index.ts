// Public face of @share/community: the community pages of spec §2 and §7 — dimim circles, their
// topics and posts, the fazak law question and open content. Loaders take the request's typed
// platform client; pages are containers over props-only views. The page shells are ui's, the loader
// and paging helpers api-client's.

// Loaders (called by the app's route loaders with the load context's api)
export {
  loadCircleScreen,
  loadTopicScreen,
  loadPostScreen,
  loadLawQuestionScreen,
  loadOpenContentScreen,
  loadOpenListScreen,
} from './lib/load-community';
export { communityQuery } from './lib/community-data';
export { COMMUNITY_QUERY } from './lib/constants';

// Pages (containers)
export { CirclePage, TopicPage, PostPage, LawQuestionPage, OpenContentPage, OpenListPage } from './lib/lazy-pages';
