// Which backend family an action calls (spec §6, §7): media-account content (actor mp) goes through
// /guzzle for collect, comment and star; previews read comments from the inner endpoints.
import type { EndpointName } from '@share/contract';

export interface FamilyEndpoints {
  collect: 'collect' | 'mpCollect';
  commentCreate: 'commentCreate' | 'mpCommentCreate';
  star: 'star' | 'mpStar';
  comments: 'comments' | 'mpComments' | 'innerComments' | 'dinnerComments';
  childComments: 'childComments' | 'mpChildComments';
}

export function familyEndpoints(mp: boolean, preview = false): FamilyEndpoints {
  return {
    collect: mp ? 'mpCollect' : 'collect',
    commentCreate: mp ? 'mpCommentCreate' : 'commentCreate',
    star: mp ? 'mpStar' : 'star',
    comments: preview ? (mp ? 'dinnerComments' : 'innerComments') : mp ? 'mpComments' : 'comments',
    childComments: mp ? 'mpChildComments' : 'childComments',
  } satisfies Record<string, EndpointName>;
}

/** Collect body (spec §7): type add or del, track_id and cid; the media-account family takes type and cid. */
export function collectBody(add: boolean, postId: string, trackId: string | undefined, mp: boolean) {
  return { type: add ? 'add' : 'del', cid: postId, ...(mp || !trackId ? {} : { track_id: trackId }) };
}

/** Follow body (spec §7): type 1 follows, 0 unfollows. */
export function followBody(follow: boolean) {
  return { type: follow ? 1 : 0 };
}

/** Star body: type 1 stars a comment, 0 takes the star back. */
export function starBody(gid: string, star: boolean) {
  return { gid, type: star ? 1 : 0 };
}
