// Public face of @share/record-pages: the record pages of the platform's people and their posts —
// the clue-report pages (spec §3 clue report state: a report, a reporter, a topic, the topic
// square), the dejin pages of spec §2 (catalogue, content, detail, personal, topic) and the
// community pages of spec §2 and §7 (dimim circles, topics and posts, the fazak law question, open
// content). One feature: the pages share their scaffolding (screen data, share card, paged lists,
// the open-app prompt, statistics) and their page shells. Loaders take the request's typed platform
// client; pages are containers over props-only views.

// Loaders (called by the app's route loaders with the load context's api)
export { loadClueReportScreen, loadClueReporterScreen, loadClueTopicScreen, loadClueTopicsScreen } from './lib/clue-report/load-clue';
export {
  loadDejinCatalogScreen,
  loadDejinContentScreen,
  loadDejinDetailScreen,
  loadDejinPersonalScreen,
  loadDejinTopicScreen,
} from './lib/clue-report/load-dejin';
export {
  loadCircleScreen,
  loadTopicScreen,
  loadPostScreen,
  loadLawQuestionScreen,
  loadOpenContentScreen,
  loadOpenListScreen,
} from './lib/community/load-community';
export { communityQuery } from './lib/community/community-data';
export { COMMUNITY_QUERY } from './lib/community/constants';
export { DEJIN_CATALOG_QUERY } from './lib/clue-report/constants';
export { DEJIN_CATALOG_TITLE, TOPIC_SQUARE } from './lib/clue-report/messages';
export type { RecordScreenBase } from './lib/record-screen';

// Pages (containers)
export {
  ClueReportPage,
  ClueReporterPage,
  ClueTopicPage,
  ClueTopicsPage,
  DejinCatalogPage,
  DejinContentPage,
  DejinDetailPage,
  DejinPersonalPage,
  DejinTopicPage,
} from './lib/lazy-pages';
export { CirclePage, TopicPage, PostPage, LawQuestionPage, OpenContentPage, OpenListPage } from './lib/lazy-pages';
