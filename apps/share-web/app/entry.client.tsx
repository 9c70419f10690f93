/**
 * React Router's default browser entry, as a module of the site's own: the default one lives under
 * node_modules/@react-router, so the framework's chunk rule put it (and its top level, which starts
 * hydrating) into a framework chunk. As a chunk of its own it is what the page's loader imports
 * last, after it has evaluated the framework and the route modules one task each
 * (lib/deferred-scripts.ts).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
