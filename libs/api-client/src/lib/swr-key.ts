// The key of a call, which SWR's hooks and the reads without SWR (useViewerRead) cache and compare
// by: a module of its own, in the page's first load with the hooks that render with it, while the
// calls themselves (endpoint-call.ts) load with the page's first call.
import type { CallName } from '@share/contract/browser';
import type { EndpointInput } from './endpoint-call';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The cache key of a call: its name and its params, query and body (key order does not matter). */
export function swrKey<N extends CallName>(name: N, input?: EndpointInput<N>): string {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return `endpoint:${name}:${JSON.stringify(stable({ params, query, body }))}`;
}
