import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { atIdle, registerServiceWorker, SERVICE_WORKER_IDLE_TIMEOUT_MS, startLinkPrefetch } from '../lib/page-runtime';

/** Registers the service worker once and prefetches in-view links of each page (spec §4). */
export function PageRuntime() {
  const { pathname } = useLocation();
  useEffect(() => atIdle(() => registerServiceWorker(), SERVICE_WORKER_IDLE_TIMEOUT_MS), []);
  useEffect(() => startLinkPrefetch(), [pathname]);
  return null;
}
