import { lazyPage } from '@share/ui';

export const SpecialPage = lazyPage(
  () => import('../special-page').then((m) => m.SpecialPage),
  'libs/content-detail/src/lib/special-page.tsx',
);
