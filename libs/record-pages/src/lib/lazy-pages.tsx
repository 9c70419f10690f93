import { lazyPage } from '@share/ui';

// The record pages' code is a chunk of its own (one for the clue report and dejin pages, one for the
// community pages), loaded as their route first renders: the first load carries only the site's
// shell. The server HTML is the whole page (the server loads every lazy chunk before it renders) and
// stays as it is until the chunk has arrived.
const cluePages = () => import('./clue-report/pages');
const communityPages = () => import('./community/community-pages');

export const ClueReportPage = lazyPage(() => cluePages().then((m) => m.ClueReportPage));
export const ClueReporterPage = lazyPage(() => cluePages().then((m) => m.ClueReporterPage));
export const ClueTopicPage = lazyPage(() => cluePages().then((m) => m.ClueTopicPage));
export const ClueTopicsPage = lazyPage(() => cluePages().then((m) => m.ClueTopicsPage));
export const DejinCatalogPage = lazyPage(() => cluePages().then((m) => m.DejinCatalogPage));
export const DejinContentPage = lazyPage(() => cluePages().then((m) => m.DejinContentPage));
export const DejinDetailPage = lazyPage(() => cluePages().then((m) => m.DejinDetailPage));
export const DejinPersonalPage = lazyPage(() => cluePages().then((m) => m.DejinPersonalPage));
export const DejinTopicPage = lazyPage(() => cluePages().then((m) => m.DejinTopicPage));

export const CirclePage = lazyPage(() => communityPages().then((m) => m.CirclePage));
export const TopicPage = lazyPage(() => communityPages().then((m) => m.TopicPage));
export const PostPage = lazyPage(() => communityPages().then((m) => m.PostPage));
export const LawQuestionPage = lazyPage(() => communityPages().then((m) => m.LawQuestionPage));
export const OpenContentPage = lazyPage(() => communityPages().then((m) => m.OpenContentPage));
export const OpenListPage = lazyPage(() => communityPages().then((m) => m.OpenListPage));
