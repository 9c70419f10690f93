import { lazyPage } from '@share/ui';

export const SpecialShortPage = lazyPage(
  () => import('../special-short-page').then((m) => m.SpecialShortPage),
  'libs/content-detail/src/lib/special-short-page.tsx',
);
