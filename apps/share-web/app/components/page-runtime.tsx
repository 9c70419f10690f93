import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { registerServiceWorker, startLinkPrefetch } from '../lib/page-runtime';

/** Registers the service worker once and prefetches in-view links of each page (spec §4). */
export function PageRuntime() {
  const { pathname } = useLocation();
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => startLinkPrefetch(), [pathname]);
  return null;
}
