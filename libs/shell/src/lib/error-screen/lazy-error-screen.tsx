import { lazyPage } from '@share/ui';

/**
 * The error screen is a chunk of its own: most pages never show it. An error page's first load
 * lists it by the module's path (lazyPage); the server renders it whole before it answers.
 */
export const ErrorScreen = lazyPage(
  () => import('./error-screen').then((m) => m.ErrorPage),
  'libs/shell/src/lib/error-screen/error-screen.tsx',
);
