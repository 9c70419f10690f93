import { lazyPage } from '@share/ui';

// The record pages' code is a chunk of its own (one for the clue report and dejin pages, one for the
// community pages): a page's first load lists the chunk of the pages it shows, by the module's path
// (lazyPage). The server HTML is the whole page (the server loads every lazy chunk before it renders)
// and stays as it is until the chunk has arrived.
const cluePages = () => import('./clue-report/pages');
const communityPages = () => import('./community/community-pages');
const CLUE_PAGES = 'libs/record-pages/src/lib/clue-report/pages.tsx';
const COMMUNITY_PAGES = 'libs/record-pages/src/lib/community/community-pages.tsx';

export const ClueReportPage = lazyPage(() => cluePages().then((m) => m.ClueReportPage), CLUE_PAGES);
export const ClueReporterPage = lazyPage(() => cluePages().then((m) => m.ClueReporterPage), CLUE_PAGES);
export const ClueTopicPage = lazyPage(() => cluePages().then((m) => m.ClueTopicPage), CLUE_PAGES);
export const ClueTopicsPage = lazyPage(() => cluePages().then((m) => m.ClueTopicsPage), CLUE_PAGES);
export const DejinCatalogPage = lazyPage(() => cluePages().then((m) => m.DejinCatalogPage), CLUE_PAGES);
export const DejinContentPage = lazyPage(() => cluePages().then((m) => m.DejinContentPage), CLUE_PAGES);
export const DejinDetailPage = lazyPage(() => cluePages().then((m) => m.DejinDetailPage), CLUE_PAGES);
export const DejinPersonalPage = lazyPage(() => cluePages().then((m) => m.DejinPersonalPage), CLUE_PAGES);
export const DejinTopicPage = lazyPage(() => cluePages().then((m) => m.DejinTopicPage), CLUE_PAGES);

export const CirclePage = lazyPage(() => communityPages().then((m) => m.CirclePage), COMMUNITY_PAGES);
export const TopicPage = lazyPage(() => communityPages().then((m) => m.TopicPage), COMMUNITY_PAGES);
export const PostPage = lazyPage(() => communityPages().then((m) => m.PostPage), COMMUNITY_PAGES);
export const LawQuestionPage = lazyPage(() => communityPages().then((m) => m.LawQuestionPage), COMMUNITY_PAGES);
export const OpenContentPage = lazyPage(() => communityPages().then((m) => m.OpenContentPage), COMMUNITY_PAGES);
export const OpenListPage = lazyPage(() => communityPages().then((m) => m.OpenListPage), COMMUNITY_PAGES);
