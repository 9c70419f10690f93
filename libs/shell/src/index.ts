// Public face of @share/shell: the site's frame around every page (header or open-app banner,
// footer, the mini program's back/forward control), the desktop page, the error screen, the offline
// notice, and the browser-side services every page shares (API client, session, WeChat share, the
// service worker and link prefetch). The desktop redirect's rules, which the server uses too, are
// the separate entry '@share/shell/desktop' (no React).
export { SiteFrame, FRAME_QUERY } from './lib/site-frame/site-frame';
export type { ShellRootData } from './lib/shell-root-data';
export { DesktopPage } from './lib/desktop-page/desktop-page';
export { DesktopRedirect } from './lib/desktop-page/lazy-desktop-redirect';
export { ErrorScreen } from './lib/error-screen/lazy-error-screen';
export { OfflineNotice } from './lib/offline-notice/offline-notice';
export { PageRuntime } from './lib/page-runtime/page-runtime';
export { AppServices } from './lib/app-services/app-services';
export { DownloadPage } from './lib/download-page/download-page';
