// The pages the platform's record endpoints answer (community, clue reports, dejin): the
// `{list, count, page, size}` page, and how a loader reads a page's main record (a refusal is the
// route's 404, an outage null) and a secondary list's first page.
import { isRefusal } from './api-error';

/** One page of a record list as the platform answers it. */
export interface Page<T> {
  list: T[];
  count: number;
  page: number;
  size: number;
}

export const emptyPage = <T>(size: number): Page<T> => ({ list: [], count: 0, page: 1, size });

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(promise: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The main record of a page: a refusal calls `notFound` (the route's 404 answer, which throws); an
 * outage is null (the screen's error state).
 */
export async function loadMainRecord<T>(call: Promise<unknown>, notFound: () => never): Promise<T | null> {
  const result = await attempt(call);
  if (result.ok) return result.value as T;
  if (isRefusal(result.error)) notFound();
  return null;
}

/** A secondary list's first page, or an empty page when it fails (the page still renders). */
export async function loadFirstPage<T>(call: Promise<unknown>, size: number): Promise<Page<T>> {
  const result = await attempt(call);
  return result.ok ? (result.value as Page<T>) : emptyPage<T>(size);
}
