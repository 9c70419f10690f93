import { lazyPage } from '@share/ui';

export const BarPage = lazyPage(
  () => import('../bar/bar-page').then((m) => m.BarPage),
  'libs/feed/src/lib/bar/bar-page.tsx',
);
