import { lazyPage } from '@share/ui';

// The /auth and invitation pages are chunks of their own: a page's first load lists the chunk of the
// page it shows, by the module's path (lazyPage). The server HTML is the whole page (the server loads
// every lazy chunk before it renders) and stays as it is until the chunk has arrived.
export const AuthPage = lazyPage(
  () => import('./auth/auth-page').then((m) => m.AuthPage),
  'libs/auth/feature/src/lib/auth/auth-page.tsx',
);
export const InviteView = lazyPage(
  () => import('./invite/invite-view').then((m) => m.InviteView),
  'libs/auth/feature/src/lib/invite/invite-view.tsx',
);
