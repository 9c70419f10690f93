// Public face of @share/community: the community pages of spec §2 and §7 — dimim circles (circle
// list and detail, topics, posts), the fazak problem share (a law question and its answers) and
// open content (an item, a resource's list, a catalogue): loaders over the request's typed
// platform client, page containers and props-only views.

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
export { CirclePage, TopicPage, PostPage, LawQuestionPage, OpenContentPage, OpenListPage } from './lib/community-pages';
