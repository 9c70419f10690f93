import { lazyPage } from '@share/ui';

// Each page's code is a chunk of its own (the detail route shows one of three): a page's first load
// lists the chunk of the page it shows, by the module's path (lazyPage). The server HTML is the whole
// page (the server loads every lazy chunk before it renders) and stays as it is until the chunk has
// arrived.
export const ContentDetailPage = lazyPage(
  () => import('./content-detail-page').then((m) => m.ContentDetailPage),
  'libs/content-detail/src/lib/content-detail-page.tsx',
);
export const SpecialPage = lazyPage(
  () => import('./special-page').then((m) => m.SpecialPage),
  'libs/content-detail/src/lib/special-page.tsx',
);
export const SpecialShortPage = lazyPage(
  () => import('./special-short-page').then((m) => m.SpecialShortPage),
  'libs/content-detail/src/lib/special-short-page.tsx',
);
