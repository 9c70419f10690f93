import { lazyPage } from '@share/ui';

export const SearchPage = lazyPage(
  () => import('../search/search-page').then((m) => m.SearchPage),
  'libs/feed/src/lib/search/search-page.tsx',
);
