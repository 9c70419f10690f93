// What every record page's loader shares (community, clue reports, dejin): how a route calls it, the
// base of its screen data (share card, origin, server time; the feature adds ui's status), and the
// platform reads of a page of one list size: its main record (a refusal is the route's 404, an
// outage null) and the first page of a secondary list (an empty page when it fails).
import { loadFirstPage, loadMainRecord, type Page } from './platform-pages';

/** How a route calls a record page's loader. */
export interface RecordLoadOptions {
  /** Throws the route's 404 answer. */
  notFound: () => never;
  /** The request's origin, for absolute share-card addresses. */
  origin: string;
  /** Server time (ms), so server and browser render the same relative times. */
  now?: number;
}

/** What the page head and the share card of a record page show (the route builds the meta tags from it). */
export interface ShareCard {
  title: string;
  summary?: string;
  cover?: string;
  link?: string;
}

/** What every record screen's data carries beside its records and its status. */
export interface RecordScreenBase {
  share: ShareCard | null;
  origin: string;
  now: number;
}

/** The base of a record screen's data: no share card until the record is found. */
export const recordScreenBase = (options: RecordLoadOptions): RecordScreenBase => ({
  origin: options.origin,
  now: options.now ?? Date.now(),
  share: null,
});

/** The platform reads of a family of pages whose lists have `size` items a page. */
export function recordReads(size: number) {
  return {
    mainRecord: <T>(call: Promise<unknown>, options: RecordLoadOptions) => loadMainRecord<T>(call, options.notFound),
    firstPage: <T>(call: Promise<unknown>): Promise<Page<T>> => loadFirstPage<T>(call, size),
  };
}

/** A record page's data once its main record is found: `empty` with the found records and their share card. */
export const foundScreen = <E extends object, F extends object>(empty: E, found: F, share: ShareCard) => ({
  ...empty,
  status: 'ok' as const,
  ...found,
  share,
});
