// The site's own viewer state (contract SITE_ENDPOINTS.viewerState): its query checked with the
// contract's schema, and its answer made of the platform calls it stands for, asked at once over a
// server api that carries the visitor's token (createServerApi's viewerToken): user_related's
// is_collect and, with a uid, is_followed's is_follow. A call that fails leaves its field out and
// says why in `errors`, so one failure keeps the other's answer.
import { API_CODE, SITE_ENDPOINTS, type ViewerState } from '@share/contract';
import { isApiError, isRefusal } from './api-error';
import type { EndpointQuery } from './endpoint-call';
import { MSG_NETWORK_ERROR } from './messages';
import type { ShareApi } from './share-api';

type Failure = NonNullable<ViewerState['errors']>['is_collect'];
type ViewerStateQuery = EndpointQuery<'viewerState'>;

/** A request's query as the viewer state takes it, or the first field the contract refuses (type, post_id, uid). */
export function viewerStateQueryOf(query: unknown): { query: ViewerStateQuery } | { refused: string } {
  const parsed = SITE_ENDPOINTS.viewerState.query.safeParse(query);
  if (parsed.success) return { query: parsed.data };
  return { refused: parsed.error.issues[0]?.path.map(String).join('.') || 'query' };
}

/**
 * A failed call as the viewer state reports it: its code, and the message of a refusal or of the
 * client (a timeout); a platform's own server error is the network error, as the proxy says it.
 */
function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { code: API_CODE.SERVER_ERROR, message: MSG_NETWORK_ERROR };
  const shown = isRefusal(error) || error.kind !== 'api';
  return { code: error.code, message: shown ? error.message : MSG_NETWORK_ERROR };
}

/** The visitor's state of an item (and of its media account, with a uid), over `api`. */
export async function readViewerState(api: ShareApi, { type, post_id, uid }: ViewerStateQuery): Promise<ViewerState> {
  const [related, followed] = await Promise.allSettled([
    api.endpoints.userRelated({ params: { type, post_id } }),
    uid ? api.endpoints.isFollowed({ params: { uid } }) : undefined,
  ]);
  const state: ViewerState = {};
  const errors: NonNullable<ViewerState['errors']> = {};
  if (related.status === 'fulfilled') state.is_collect = related.value.is_collect;
  else errors.is_collect = failureOf(related.reason);
  if (followed.status === 'rejected') errors.is_follow = failureOf(followed.reason);
  else if (followed.value) state.is_follow = followed.value.is_follow;
  return Object.keys(errors).length > 0 ? { ...state, errors } : state;
}
