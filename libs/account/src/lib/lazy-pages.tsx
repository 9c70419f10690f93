import { lazyPage } from '@share/ui';

// The /auth and invitation pages are chunks of their own, loaded as their route first renders: the
// first load carries only the site's shell. The server HTML is the whole page (the server loads
// every lazy chunk before it renders) and stays as it is until the chunk has arrived.
export const AuthView = lazyPage(() => import('./auth/auth-view').then((m) => m.AuthView));
export const InviteView = lazyPage(() => import('./invite/invite-view').then((m) => m.InviteView));
