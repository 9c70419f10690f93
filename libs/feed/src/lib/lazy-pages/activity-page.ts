import { lazyPage } from '@share/ui';

export const ActivityPage = lazyPage(
  () => import('../activity/activity-page').then((m) => m.ActivityPage),
  'libs/feed/src/lib/activity/activity-page.tsx',
);
