import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data a loader hands to the server render only: it is rendered into the HTML but never serialised
 * into the hydration data (a list far below the fold that the browser fetches when it needs it).
 * The server keeps one store per request (the load context's `renderOnly`, a plain Map so that the
 * HTTP server needs none of this library), provided around the router; in the browser there is no
 * provider, so the hook answers undefined there.
 */

/** One request's render-only values, by key name. */
export type RenderOnlyData = Map<string, unknown>;

/** A name for one value of the store, typed by the value it carries. */
export interface RenderOnlyKey<T> {
  readonly name: string;
  /** Puts the value for this request's server render (the loader calls it). */
  put: (data: RenderOnlyData, value: T) => void;
}

export function renderOnlyKey<T>(name: string): RenderOnlyKey<T> {
  return { name, put: (data, value) => void data.set(name, value) };
}

const RenderOnlyDataContext = createContext<RenderOnlyData | null>(null);

/** Gives the server render the request's render-only values (entry.server, around the router). */
export function RenderOnlyDataProvider({
  data,
  children,
}: {
  /** The data the server rendered with and the browser does not receive again. */
  data: RenderOnlyData | null | undefined;
  /** The page, with the data in its context. */
  children?: ReactNode;
}) {
  return <RenderOnlyDataContext.Provider value={data ?? null}>{children}</RenderOnlyDataContext.Provider>;
}

/** The value the loader put under `key` during the server render; undefined in the browser (and when none was put). */
export function useRenderOnlyData<T>(key: RenderOnlyKey<T>): T | undefined {
  return useContext(RenderOnlyDataContext)?.get(key.name) as T | undefined;
}
