import { lazyPage } from '@share/ui';

export const HomePage = lazyPage(
  () => import('../home/home-page').then((m) => m.HomePage),
  'libs/feed/src/lib/home/home-page.tsx',
);
