import { lazyPage } from '@share/ui';

export const ListPage = lazyPage(
  () => import('../list/list-page').then((m) => m.ListPage),
  'libs/feed/src/lib/list/list-page.tsx',
);
