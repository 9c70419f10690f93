/**
 * Browser-only page services of spec §4 that belong to no feature: the service worker and link
 * prefetch. Both start after hydration (which itself waits for the load event) and fail silently.
 * A chunk of its own, which PageRuntime (page-runtime.tsx) imports once the page is idle.
 */
import { SHARE_BASE_PATH as BASE_PATH } from '@share/contract/browser';
import { whenIdle } from '@share/util-idle';

/** Spec §9: the service worker's path and scope are under the base path. */
export const SERVICE_WORKER_PATH = `${BASE_PATH}/sw.js`;
export const SERVICE_WORKER_SCOPE = `${BASE_PATH}/`;
/** Spec §9: link prefetch runs at idle with a 2 s timeout. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** At most this many pages are prefetched per page view (a visitor's data plan is not ours). */
export const PREFETCH_LIMIT = 6;

export function registerServiceWorker(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
    // Spec §8: a service-worker failure is only logged.
    console.warn('[service worker] registration failed', error);
  });
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §4: no prefetch on 2g, with data saver on, or offline. */
export function prefetchAllowed(nav: Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike }): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

/** Same-origin pages of this site other than the current one: the links worth prefetching. */
export function prefetchTarget(href: string, location: Pick<Location, 'origin' | 'href'>): string | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  if (url.pathname.startsWith(`${BASE_PATH}/assets/`) || url.pathname.startsWith(`${BASE_PATH}/pc`)) return null;
  url.hash = '';
  const current = new URL(location.href);
  current.hash = '';
  return url.href === current.href ? null : url.href;
}

/**
 * At idle (2 s at most), watches the page's links and prefetches the pages of those that come into
 * view, up to PREFETCH_LIMIT. Returns a function that stops watching.
 */
export function startLinkPrefetch(doc: Document = document, win: Window & typeof globalThis = window): () => void {
  const nav = win.navigator as Navigator & { connection?: NetworkInformationLike };
  if (!prefetchAllowed(nav) || typeof win.IntersectionObserver !== 'function') return () => undefined;
  const done = new Set<string>();
  let observer: IntersectionObserver | null = null;
  const prefetch = (href: string) => {
    if (done.has(href) || done.size >= PREFETCH_LIMIT || !prefetchAllowed(nav)) return;
    done.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.appendChild(link);
  };
  const start = () => {
    observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const target = prefetchTarget((entry.target as HTMLAnchorElement).href, win.location);
        if (target) prefetch(target);
      }
      if (done.size >= PREFETCH_LIMIT) observer?.disconnect();
    });
    doc.querySelectorAll('a[href]').forEach((anchor) => observer?.observe(anchor));
  };
  const cancel = whenIdle(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS, target: win });
  return () => {
    cancel();
    observer?.disconnect();
  };
}
