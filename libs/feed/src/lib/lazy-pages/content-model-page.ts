import { lazyPage } from '@share/ui';

export const ContentModelPage = lazyPage(
  () => import('../content-model/content-model-page').then((m) => m.ContentModelPage),
  'libs/feed/src/lib/content-model/content-model-page.tsx',
);
