import { lazyPage } from '@share/ui';

export const ContentDetailPage = lazyPage(
  () => import('../content-detail-page').then((m) => m.ContentDetailPage),
  'libs/content-detail/src/lib/content-detail-page.tsx',
);
