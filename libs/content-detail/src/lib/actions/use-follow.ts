// Follow a media account (spec §4, §7): the signed-in visitor's is_follow (from the page's viewer state,
// setFollowing), follow 1 / unfollow 0 with an optimistic button that rolls back when the call fails;
// anonymous visitors get the login panel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareApi } from '@share/api-client';
import { authEvents, useSession } from '@share/auth';
import { MSG_FOLLOW_SUCCESS, MSG_UNFOLLOW_SUCCESS } from '@share/ui';
import { followBody } from './action-endpoints';
import { logFailure } from './action-failure';

export interface FollowOptions {
  /** The media account's uid; without one there is nothing to follow. */
  uid: string | null;
  initial: boolean;
  disabled?: boolean;
  onSuccess: (message: string) => void;
}

export function useFollow({ uid, initial, disabled = false, onSuccess }: FollowOptions): {
  following: boolean;
  toggle: () => void;
  /** The visitor's is_follow as the page's viewer state read it. */
  setFollowing: (following: boolean) => void;
} {
  const api = useShareApi();
  const { requireLogin } = useSession();
  const [following, setFollowing] = useState(initial);
  const busy = useRef(false);

  useEffect(() => {
    const reset = () => setFollowing(false);
    authEvents.on('loggedOut', reset);
    return () => authEvents.off('loggedOut', reset);
  }, []);

  const toggle = useCallback(() => {
    if (disabled || !uid || busy.current || !requireLogin()) return;
    const before = following;
    busy.current = true;
    setFollowing(!before);
    api.endpoints
      .follow({ params: { uid }, body: followBody(!before) })
      .then((result) => {
        setFollowing(result.is_follow);
        onSuccess(before ? MSG_UNFOLLOW_SUCCESS : MSG_FOLLOW_SUCCESS);
      })
      .catch((error: unknown) => {
        logFailure('follow', error);
        setFollowing(before);
      })
      .finally(() => {
        busy.current = false;
      });
  }, [api, disabled, following, onSuccess, requireLogin, uid]);

  return { following, toggle, setFollowing };
}
