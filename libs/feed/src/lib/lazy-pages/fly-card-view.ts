import { lazyPage } from '@share/ui';

export const FlyCardView = lazyPage(
  () => import('../list/fly-card-view').then((m) => m.FlyCardView),
  'libs/feed/src/lib/list/fly-card-view.tsx',
);
