/**
 * Vite wraps each dynamic import of the browser's code in its preload helper, which first inserts a
 * modulepreload link for every chunk the imported one imports, then imports it, and on a failure
 * dispatches `vite:preloadError` (the page's loader reloads the page for a chunk a deploy removed:
 * apps/share-web/app/lib/deferred-scripts.ts). The site's configuration gives it no chunks to preload
 * (`modulePreload.resolveDependencies` answers none, see vite.config.ts), so the helper's link
 * code never runs, and it was 0.3 KB gzip of every page's first load. This plugin gives the helper's
 * module only what runs: the import, and the same event on a failure (its payload the error,
 * cancelable, the error rethrown unless a listener prevents it), as Vite's helper does.
 */
import type { Plugin } from 'vite';

/** Vite's id of the helper's virtual module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export const PRELOAD_HELPER_CODE = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;

export function importWithoutPreload(): Plugin {
  return {
    name: 'share-web:import-without-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID && this.environment.config.consumer === 'client' ? PRELOAD_HELPER_CODE : null;
    },
  };
}
