import { lazyPage } from '@share/ui';

export const AuthPage = lazyPage(
  () => import('../auth/auth-page').then((m) => m.AuthPage),
  'libs/auth/feature/src/lib/auth/auth-page.tsx',
);
