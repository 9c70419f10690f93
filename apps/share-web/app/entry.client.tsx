/**
 * React Router's default browser entry, as a module of the site's own: the default one lives under
 * node_modules/@react-router, so the framework's chunk rule put it (and its top level, which starts
 * hydrating) into a framework chunk. As a chunk of its own it is what the page's loader imports
 * last, after it has evaluated the framework and the route modules one task each
 * (lib/deferred-scripts.ts). Its own task does two things React Router would otherwise do inside
 * the render that creates the router, the longest task after the first paint (neither changes what
 * the router does), and registers the class names of the server's style tag, which the page keeps
 * (lib/server-styles.ts); hydration starts in the next task.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { closeEarlyTaps } from '@share/ui';
import { adoptServerStyles } from './lib/server-styles';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/**
 * Matches the page's URL against the route table once, as the router will: the first run of React
 * Router's matching compiles its functions and a regular expression per route branch (the optional
 * segments of routes.ts make about 60 branches), which V8 keeps; the router's own matching, in the
 * render that creates it, then runs warm. The result is thrown away.
 */
function warmRouteMatching(): void {
  const { __reactRouterManifest: manifest, __reactRouterContext: context } = window as unknown as {
    __reactRouterManifest?: { routes?: Record<string, ManifestRoute> };
    __reactRouterContext?: { basename?: string };
  };
  const routes = Object.values(manifest?.routes ?? {});
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  if (routes.length > 0) matchRoutes(childrenOf(undefined), window.location, context?.basename);
}

// React Router's browser history numbers the session's entries (history.state.idx) and, on an entry
// without a number, writes 0 with history.replaceState while the router is created: 2-5 ms of that
// render. The same write, here.
function numberHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || (state as { idx?: unknown }).idx == null) {
    window.history.replaceState({ ...(state as object | null), idx: 0 }, '');
  }
}

function hydrate(): void {
  // A tap from now on is React's (the head's script kept the ones before: root.tsx replays them).
  closeEarlyTaps();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

warmRouteMatching();
numberHistoryEntry();
adoptServerStyles();
// Hydration starts in a task of its own (creating the root registers React's event listeners).
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  channel.port1.close();
  hydrate();
};
channel.port2.postMessage(null);
