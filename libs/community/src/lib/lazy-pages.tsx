import { lazyPage } from '@share/ui';

// The community pages' code is a chunk of its own: a page's first load lists the chunk of the pages
// it shows, by the module's path (lazyPage). The server HTML is the whole page (the server loads every
// lazy chunk before it renders) and stays as it is until the chunk has arrived.
const communityPages = () => import('./community-pages');
const COMMUNITY_PAGES = 'libs/community/src/lib/community-pages.tsx';

export const CirclePage = lazyPage(() => communityPages().then((m) => m.CirclePage), COMMUNITY_PAGES);
export const TopicPage = lazyPage(() => communityPages().then((m) => m.TopicPage), COMMUNITY_PAGES);
export const PostPage = lazyPage(() => communityPages().then((m) => m.PostPage), COMMUNITY_PAGES);
export const LawQuestionPage = lazyPage(() => communityPages().then((m) => m.LawQuestionPage), COMMUNITY_PAGES);
export const OpenContentPage = lazyPage(() => communityPages().then((m) => m.OpenContentPage), COMMUNITY_PAGES);
export const OpenListPage = lazyPage(() => communityPages().then((m) => m.OpenListPage), COMMUNITY_PAGES);
