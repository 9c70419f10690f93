// The comment footer's reply mode of spec §4 as a pure reducer: selecting a reply sets the reply
// target (spec §3), blur or send clears it; the draft survives a login detour (spec §5, §6).
import type { CommentView } from './comment-view';
import { COMMENT_TYPE } from '@share/contract/browser';
import { MSG_COMMENT_CLOSED, MSG_COMMENT_EMPTY } from '@share/ui';
import { COMMENT_PLACEHOLDER, replyPlaceholder } from '../messages';

/** Reply target of spec §3. */
export interface ReplyTarget {
  comment_type: number;
  target_user_id: string;
  target_user_alias: string;
  parent_id: string;
}

export interface ReplyModeState {
  draft: string;
  target: ReplyTarget | null;
  /** A send is in flight: a second tap is ignored (never sends twice). */
  sending: boolean;
}

export type ReplyModeAction =
  | { type: 'select'; comment: CommentView }
  | { type: 'input'; text: string }
  | { type: 'blur' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' };

export const initialReplyMode: ReplyModeState = { draft: '', target: null, sending: false };

/** The name a comment shows: the media account's mp_name, else the alias. */
export function authorOf(comment: Pick<CommentView, 'alias' | 'user'>): string {
  return comment.user?.mp_name || comment.alias;
}

/** The reply target of a comment: a reply (comment_type 2) to its author in its thread. */
export function replyTargetOf(comment: CommentView): ReplyTarget {
  return {
    comment_type: COMMENT_TYPE.REPLY,
    target_user_id: comment.owner_user_id,
    target_user_alias: authorOf(comment),
    parent_id: comment.gid,
  };
}

export function replyModeReducer(state: ReplyModeState, action: ReplyModeAction): ReplyModeState {
  switch (action.type) {
    case 'select':
      return state.sending ? state : { ...state, target: replyTargetOf(action.comment) };
    case 'input':
      return { ...state, draft: action.text };
    case 'blur':
      return state.target ? { ...state, target: null } : state;
    case 'send':
      return { ...state, sending: true };
    case 'sent':
      return { draft: '', target: null, sending: false };
    case 'failed':
      // Spec §8: a failed action stops silently; the draft and target stay for another try.
      return { ...state, sending: false };
  }
}

/** The input's placeholder: a reply to the target's alias in reply mode, otherwise 我来讲两句. */
export function placeholderOf(state: Pick<ReplyModeState, 'target'>): string {
  return state.target ? replyPlaceholder(state.target.target_user_alias) : COMMENT_PLACEHOLDER;
}

/** Spec §5: closed comments and blank text are refused with their toast before any call. */
export function commentRefusal(draft: string, open: boolean): string | null {
  if (!open) return MSG_COMMENT_CLOSED;
  if (draft.trim() === '') return MSG_COMMENT_EMPTY;
  return null;
}

/** Spec §2/§5: comments are open only when meta.comment_available is 'true' and enable_comment is on. */
export function commentsAreOpen(detail: {
  meta?: { comment_available?: string } | null;
  enable_comment?: boolean;
}): boolean {
  return detail.meta?.comment_available === 'true' && Boolean(detail.enable_comment);
}
