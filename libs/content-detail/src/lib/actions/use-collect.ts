// Collect of spec §4: the signed-in visitor's is_collect (from the page's viewer state, setCollected),
// add/del toggle with an optimistic star that rolls back when the call fails; anonymous visitors get
// the login panel; logout resets the state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareApi } from '@share/api-client';
import { authEvents, useSession } from '@share/auth';
import { MSG_COLLECT_SUCCESS, MSG_UNCOLLECT_SUCCESS } from '@share/ui';
import { collectBody, familyEndpoints } from './action-endpoints';
import { logFailure } from './action-failure';

export interface CollectOptions {
  postId: string;
  trackId?: string;
  collectCount: number;
  mp: boolean;
  /** Previews: nothing is sent. */
  disabled?: boolean;
  onSuccess: (message: string) => void;
}

export interface CollectState {
  collected: boolean;
  count: number;
  toggle: () => void;
  /** The visitor's is_collect as the page's viewer state read it. */
  setCollected: (collected: boolean) => void;
}

export function useCollect({
  postId,
  trackId,
  collectCount,
  mp,
  disabled = false,
  onSuccess,
}: CollectOptions): CollectState {
  const api = useShareApi();
  const session = useSession();
  const [state, setState] = useState({ collected: false, count: collectCount });
  const busy = useRef(false);
  const { requireLogin } = session;
  const setCollected = useCallback((collected: boolean) => setState((current) => ({ ...current, collected })), []);

  useEffect(() => {
    const reset = () => setState((current) => ({ ...current, collected: false }));
    authEvents.on('loggedOut', reset);
    return () => authEvents.off('loggedOut', reset);
  }, []);

  const toggle = useCallback(() => {
    if (disabled || busy.current || !requireLogin()) return;
    const before = state;
    const add = !before.collected;
    busy.current = true;
    setState({ collected: add, count: Math.max(0, before.count + (add ? 1 : -1)) });
    api.endpoints[familyEndpoints(mp).collect]({ params: { id: postId }, body: collectBody(add, postId, trackId, mp) })
      .then((result) => {
        setState({ collected: result.is_collect, count: result.collect_count });
        onSuccess(add ? MSG_COLLECT_SUCCESS : MSG_UNCOLLECT_SUCCESS);
      })
      .catch((error: unknown) => {
        // Spec §8: the action stops silently; the optimistic star and count go back.
        logFailure('collect', error);
        setState(before);
      })
      .finally(() => {
        busy.current = false;
      });
  }, [api, disabled, mp, onSuccess, postId, requireLogin, state, trackId]);

  return { collected: state.collected, count: state.count, toggle, setCollected };
}
