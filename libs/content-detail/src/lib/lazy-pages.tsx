import { lazyPage } from '@share/ui';

// Each page's code is a chunk of its own, loaded as its route first renders: the first load carries
// only the site's shell. The server HTML is the whole page (the server loads every lazy chunk before
// it renders) and stays as it is until the chunk has arrived.
export const ContentDetailPage = lazyPage(() => import('./content-detail-page').then((m) => m.ContentDetailPage));
export const SpecialPage = lazyPage(() => import('./special-page').then((m) => m.SpecialPage));
export const SpecialShortPage = lazyPage(() => import('./special-short-page').then((m) => m.SpecialShortPage));
