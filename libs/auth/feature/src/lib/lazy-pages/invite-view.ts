import { lazyPage } from '@share/ui';

export const InviteView = lazyPage(
  () => import('../invite/invite-view').then((m) => m.InviteView),
  'libs/auth/feature/src/lib/invite/invite-view.tsx',
);
