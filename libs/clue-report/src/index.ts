// Public face of @share/clue-report: the clue-report pages (spec §3 clue report state: a report, a
// reporter, a topic, the topic square) and the dejin pages of spec §2 (catalogue, content, detail,
// personal, topic), which show the same kind of record: people's posts tagged with topics, on a
// person's page. Loaders take the request's typed platform client; pages are containers over
// props-only views. The page shells are ui's, the loader and paging helpers api-client's.

// Loaders (called by the app's route loaders with the load context's api)
export {
  loadClueReportScreen,
  loadClueReporterScreen,
  loadClueTopicScreen,
  loadClueTopicsScreen,
} from './lib/load-clue';
export {
  loadDejinCatalogScreen,
  loadDejinContentScreen,
  loadDejinDetailScreen,
  loadDejinPersonalScreen,
  loadDejinTopicScreen,
} from './lib/load-dejin';
export { DEJIN_CATALOG_QUERY } from './lib/constants';
export { DEJIN_CATALOG_TITLE, TOPIC_SQUARE } from './lib/messages';

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
