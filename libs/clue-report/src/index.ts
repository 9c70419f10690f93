// Public face of @share/clue-report: the clue-report pages (spec §3 clue report state: a report, a
// reporter, a topic, the topic square) and the dejin pages of spec §2 (catalogue, content, detail,
// personal, topic). Both are people's posts tagged with topics, with a person's page: one set of
// views serves both route families, on their own calls (/peony/v3/clue_report/…, /peony/v3/dejin/…).

// Loaders (called by the app's route loaders with the load context's api)
export { loadClueReportScreen, loadClueReporterScreen, loadClueTopicScreen, loadClueTopicsScreen } from './lib/load-clue';
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
} from './lib/pages';
