// The page's api for the hooks, apart from SWR: the site's root provides it on every page, and
// SWR's code loads only with the pages that read through it, or once the browser is idle for the
// paged lists' engines (pager-host.tsx), which the provider renders.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPagerRegistry, PagerHost, PagerRegistryContext } from './pager-host';
import type { ShareApi } from './share-api';

const ShareApiContext = createContext<ShareApi | null>(null);

/**
 * Provides the api without a cache of SWR's own: the site's root. SWR then keeps its default cache,
 * one per document in the browser; a server render never fills it (SWR neither fetches nor writes
 * its cache there, it reads the hooks' fallback data).
 */
export function ShareApiProvider({
  api,
  children,
}: {
  /** The typed API client the page's calls go through. */ api: ShareApi;
  /** The page, with the client in its context. */ children?: ReactNode;
}) {
  const [pagers] = useState(createPagerRegistry);
  return (
    <ShareApiContext.Provider value={api}>
      <PagerRegistryContext.Provider value={pagers}>
        {children}
        <PagerHost registry={pagers} />
      </PagerRegistryContext.Provider>
    </ShareApiContext.Provider>
  );
}

/** The api of the nearest ShareApiProvider (or ApiProvider). */
export function useShareApi(): ShareApi {
  const api = useContext(ShareApiContext);
  if (!api) throw new Error('useShareApi must be used inside <ApiProvider>');
  return api;
}
