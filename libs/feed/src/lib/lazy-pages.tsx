import { lazyPage } from '@share/ui';

// Each page's code is a chunk of its own: a page's first load lists the chunk of the page it shows,
// by the module's path (lazyPage). The server HTML is the whole page (the server loads every lazy
// chunk before it renders) and stays as it is until the chunk has arrived.
export const HomePage = lazyPage(
  () => import('./home/home-page').then((m) => m.HomePage),
  'libs/feed/src/lib/home/home-page.tsx',
);
export const SearchPage = lazyPage(
  () => import('./search/search-page').then((m) => m.SearchPage),
  'libs/feed/src/lib/search/search-page.tsx',
);
export const ListPage = lazyPage(
  () => import('./list/list-page').then((m) => m.ListPage),
  'libs/feed/src/lib/list/list-page.tsx',
);
export const FlyCardView = lazyPage(
  () => import('./list/fly-card-view').then((m) => m.FlyCardView),
  'libs/feed/src/lib/list/fly-card-view.tsx',
);
export const ContentModelPage = lazyPage(
  () => import('./content-model/content-model-page').then((m) => m.ContentModelPage),
  'libs/feed/src/lib/content-model/content-model-page.tsx',
);
export const ActivityPage = lazyPage(
  () => import('./activity/activity-page').then((m) => m.ActivityPage),
  'libs/feed/src/lib/activity/activity-page.tsx',
);
export const BarPage = lazyPage(
  () => import('./bar/bar-page').then((m) => m.BarPage),
  'libs/feed/src/lib/bar/bar-page.tsx',
);
