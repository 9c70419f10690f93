// What is personal on a detail page (spec §4 collect, §7 user relation and is followed), read after
// hydration in one request (issue 62): the site's viewer state, which its server makes of the
// platform's user_related and is_followed with the visitor's token. Only for a signed-in visitor
// (an anonymous one asks nothing), once per visitor and item; never in a preview. Each field that
// came feeds its action's state; a field that failed, or the whole request, is logged under the
// call it stands for, as each call's failure was before.
import type { ContentType } from '@share/contract';
import { useViewerRead } from '@share/api-client';
import { useSession } from '@share/auth';
import { logFailure } from './action-failure';

export interface ViewerStateInput {
  postId: string;
  contentType: ContentType;
  /** The media account's uid; without one there is no is_follow to read. */
  uid: string | null;
}

export interface ViewerStateHandlers {
  /** The visitor's is_collect of the item. */
  onCollected: (collected: boolean) => void;
  /** The visitor's is_follow of the media account. */
  onFollowing: (following: boolean) => void;
}

/** A field's failure as the site reported it, as an error for the log. */
const failure = ({ code, message }: { code: number; message: string }) => Object.assign(new Error(message), { code });

/** Reads the visitor's state of `input` (null: nothing to read, as in a preview) and hands each field on. */
export function useViewerState(input: ViewerStateInput | null, handlers: ViewerStateHandlers): void {
  const { token } = useSession();
  const uid = input?.uid ?? null;
  useViewerRead(
    'viewerState',
    input && {
      query: { type: input.contentType, post_id: input.postId, ...(input.uid ? { uid: input.uid } : {}) },
    },
    token,
    {
      onSuccess: ({ is_collect, is_follow, errors }) => {
        if (is_collect !== undefined) handlers.onCollected(is_collect);
        if (is_follow !== undefined) handlers.onFollowing(is_follow);
        if (errors?.is_collect) logFailure('user_related', failure(errors.is_collect));
        if (errors?.is_follow) logFailure('is_followed', failure(errors.is_follow));
      },
      onError: (error) => {
        logFailure('user_related', error);
        if (uid) logFailure('is_followed', error);
      },
    },
  );
}
