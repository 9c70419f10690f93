import { lazyPage } from '@share/ui';

// The clue report and dejin pages' code is a chunk of its own: a page's first load lists the chunk of
// the pages it shows, by the module's path (lazyPage). The server HTML is the whole page (the server
// loads every lazy chunk before it renders) and stays as it is until the chunk has arrived.
const cluePages = () => import('./pages');
const CLUE_PAGES = 'libs/clue-report/src/lib/pages.tsx';

export const ClueReportPage = lazyPage(() => cluePages().then((m) => m.ClueReportPage), CLUE_PAGES);
export const ClueReporterPage = lazyPage(() => cluePages().then((m) => m.ClueReporterPage), CLUE_PAGES);
export const ClueTopicPage = lazyPage(() => cluePages().then((m) => m.ClueTopicPage), CLUE_PAGES);
export const ClueTopicsPage = lazyPage(() => cluePages().then((m) => m.ClueTopicsPage), CLUE_PAGES);
export const DejinCatalogPage = lazyPage(() => cluePages().then((m) => m.DejinCatalogPage), CLUE_PAGES);
export const DejinContentPage = lazyPage(() => cluePages().then((m) => m.DejinContentPage), CLUE_PAGES);
export const DejinDetailPage = lazyPage(() => cluePages().then((m) => m.DejinDetailPage), CLUE_PAGES);
export const DejinPersonalPage = lazyPage(() => cluePages().then((m) => m.DejinPersonalPage), CLUE_PAGES);
export const DejinTopicPage = lazyPage(() => cluePages().then((m) => m.DejinTopicPage), CLUE_PAGES);
