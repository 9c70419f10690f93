import { atIdle } from '../page-runtime/at-idle';

/**
 * The desktop redirect's client half, mounted once the page is idle: it reads the window's shape
 * after the layout anyway, and its code (the user agent's rules with it) stays out of the first load.
 */
export const DesktopRedirect = atIdle(() => import('./desktop-redirect').then((m) => m.DesktopRedirect));
