// A read of the signed-in visitor's own state (is this item collected, is that account followed, is
// this live room booked): asked once per visitor and input, its answer handed to the caller, who
// keeps it in its own state and changes it on the visitor's actions. Not on SWR: nothing else shows
// these answers, so SWR's cache held nothing another hook read, and the detail pages' first load no
// longer carries SWR for them (issue 30).
import { useEffect, useRef } from 'react';
import type { CallName } from '@share/contract';
import type { ApiError } from './api-error';
import type { EndpointData, EndpointInput } from './endpoint-call';
import { swrKey } from './swr-key';
import { useShareApi } from './share-api-context';

export interface ViewerReadHandlers<N extends CallName> {
  onSuccess: (data: EndpointData<N>) => void;
  onError?: (error: ApiError) => void;
}

/**
 * Reads `name` for the signed-in visitor `viewer` (their token) after the page has rendered; again
 * for another visitor or another input, never while either is null. An answer that arrives after
 * the visitor or the input changed (or the component left) is dropped: one visitor's answer is never
 * shown to the next.
 */
export function useViewerRead<N extends CallName>(
  name: N,
  input: EndpointInput<N> | null,
  viewer: string | null,
  handlers: ViewerReadHandlers<N>,
): void {
  const api = useShareApi();
  // The latest handlers and input: callers may pass inline ones without asking again.
  const latest = useRef({ handlers, input });
  latest.current = { handlers, input };
  const key = input === null || viewer === null ? null : `${swrKey(name, input)}:viewer:${viewer}`;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const { input: asked } = latest.current;
    api.endpoints[name](asked as EndpointInput<N>).then(
      (data) => {
        if (current) latest.current.handlers.onSuccess(data);
      },
      (error: ApiError) => {
        if (current) latest.current.handlers.onError?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [api, name, key]);
}
