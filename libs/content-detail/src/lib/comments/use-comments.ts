// Container logic of the comments list and the comment footer (spec §4, §5, §6, §8): paging, replies
// on demand, stars, reply mode, posting with one send per tap, and the login detour of anonymous visitors.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { hasApiCode, isApiError, swrKey, useShareApi } from '@share/api-client';
import { authEvents, useSession } from '@share/auth';
import type { CommentView, CommentListView } from './comment-view';
import { API_CODE } from '@share/contract/browser';
import { MSG_COMMENT_SENT, MSG_COMMENT_SUCCESS } from '@share/ui';
import { COMMENTS_PAGE_SIZE } from '../detail-data';
import { familyEndpoints } from '../actions/action-endpoints';
import { logFailure } from '../actions/action-failure';
import type { CommentCalls } from './comment-actions';
import type { CommentInputProps } from './comment-footer';
import type { CommentPaging, CommentsBlockProps } from './comments-block';
import { commentRefusal, initialReplyMode, placeholderOf, replyModeReducer } from './reply-mode';
import { hasMoreComments, initialThreadState, threadsOf, type ThreadState } from './thread-state';

type CommentActions = (typeof import('./comment-actions'))['commentActions'];
let actionsModule: CommentActions | null = null;

/**
 * Runs `act` with the actions' code (comment-actions.ts, a chunk of its own): in this task when the
 * code is there, else once it has arrived. It loads when the comment list hydrates (near the viewport or tapped: the
 * block hands its first page to onPages) or the comment field is focused, so a star or a send acts in
 * its tap's own task; a visitor who never comes to the comments never loads it. Resolves with what
 * `act` returns.
 */
function withActions<T>(act: (actions: CommentActions) => T): Promise<T> {
  if (actionsModule) {
    try {
      return Promise.resolve(act(actionsModule));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return loadActions().then(act);
}

const loadActions = (): Promise<CommentActions> =>
  import('./comment-actions').then((module) => (actionsModule = module.commentActions));

/** An action whose code could not be loaded (offline, a deploy replaced it) stops, as a failed call does (spec §8). */
const failedToLoad = (what: string) => (error: unknown) => logFailure(what, error);

export interface CommentsOptions {
  postId: string;
  trackId?: string;
  first: CommentListView | null;
  commentCount: number;
  open: boolean;
  mp: boolean;
  preview: boolean;
  now: number;
  /** Refusals (empty, closed, too frequent). */
  toast: (message: string) => void;
  /** Success messages (dialog or toast, spec §8). */
  success: (message: string) => void;
}

/** Success message of a comment: 评论成功 for a comment, 评论已发送 for a reply (the split is ours). */
export function commentSuccessMessage(reply: boolean): string {
  return reply ? MSG_COMMENT_SENT : MSG_COMMENT_SUCCESS;
}

export function useComments(options: CommentsOptions): { panel: CommentsBlockProps; input: CommentInputProps } {
  const { postId, trackId, first, open, mp, preview, toast, success } = options;
  const api = useShareApi();
  const session = useSession();
  const { requireLogin } = session;
  const [thread, setThread] = useState<ThreadState>(() => initialThreadState(first?.comments ?? [], first?.count ?? 0));
  const calls = useMemo<CommentCalls>(
    () => ({ api, endpoints: familyEndpoints(mp, preview), postId, setThread }),
    [api, mp, preview, postId],
  );
  const { endpoints } = calls;
  const [commentCount, setCommentCount] = useState(options.commentCount);
  const [now, setNow] = useState(options.now);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [reply, dispatch] = useReducer(replyModeReducer, initialReplyMode);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendingRef = useRef(false);
  const starring = useRef(new Set<string>());
  const pendingSend = useRef(false);
  const replyRef = useRef(reply);
  replyRef.current = reply;

  // Top-level pages: the comments block pages them (PagedCommentsPanel, with the block's code) and
  // hands each page here, where what the page does to them (posts, stars, replies) is kept in `thread`.
  const fetchComments = useCallback(
    (page: number) =>
      api.endpoints[endpoints.comments]({ params: { id: postId }, query: { page, size: COMMENTS_PAGE_SIZE } }),
    [api, endpoints.comments, postId],
  );
  const onPages = useCallback(
    (comments: CommentView[], last: CommentListView) =>
      void withActions((actions) => actions.mergePages(calls, comments, last)).catch(failedToLoad('comments')),
    [calls],
  );
  const paging = useMemo<CommentPaging | undefined>(
    () =>
      // A preview pages nothing: its comments come from the internal endpoints, which only its
      // loader reads, on the server (the site's public proxy does not pass /inner and /dinner).
      first === null || preview
        ? undefined
        : {
            key: swrKey(endpoints.comments, { params: { id: postId }, query: { size: COMMENTS_PAGE_SIZE } }),
            first,
            fetchPage: fetchComments,
            onPages,
          },
    [first, preview, endpoints.comments, postId, fetchComments, onPages],
  );

  const onExpand = useCallback(
    (gid: string) =>
      void withActions((actions) => actions.loadReplies(calls, thread, gid)).catch(failedToLoad('replies')),
    [calls, thread],
  );

  const onStar = useCallback(
    (comment: CommentView) => {
      if (starring.current.has(comment.gid) || !requireLogin()) return;
      starring.current.add(comment.gid);
      void withActions((actions) => actions.toggleStar(calls, thread, comment))
        .catch(failedToLoad('star'))
        .finally(() => starring.current.delete(comment.gid));
    },
    [calls, requireLogin, thread],
  );

  const post = useCallback(() => {
    const { draft, target } = replyRef.current;
    if (sendingRef.current) return;
    sendingRef.current = true;
    dispatch({ type: 'send' });
    withActions((actions) => actions.postComment(calls, draft, target, mp ? undefined : trackId))
      .then(() => {
        dispatch({ type: 'sent' });
        setCommentCount((n) => n + 1);
        setNow(Date.now());
        inputRef.current?.blur();
        success(commentSuccessMessage(Boolean(target)));
      })
      .catch((error: unknown) => {
        logFailure('comment', error);
        dispatch({ type: 'failed' });
        // The one refusal a visitor is told about (issue 31): too many comments too fast, in the
        // platform's words (评论太频繁，请稍后再试); other failures stop silently (spec §8).
        if (hasApiCode(error, API_CODE.RATE_LIMITED) && isApiError(error)) toast(error.message);
      })
      .finally(() => {
        sendingRef.current = false;
      });
  }, [calls, mp, success, toast, trackId]);

  // Spec §6: the comment action of an anonymous visitor calls back, so the draft is sent after login.
  useEffect(() => {
    const resume = () => {
      if (!pendingSend.current) return;
      pendingSend.current = false;
      if (commentRefusal(replyRef.current.draft, open) === null) post();
    };
    const drop = () => {
      pendingSend.current = false;
    };
    authEvents.on('loggedIn', resume);
    authEvents.on('loggedOut', drop);
    return () => {
      authEvents.off('loggedIn', resume);
      authEvents.off('loggedOut', drop);
    };
  }, [open, post]);

  const onSend = useCallback(() => {
    if (preview) return;
    const refusal = commentRefusal(replyRef.current.draft, open);
    if (refusal) {
      toast(refusal);
      return;
    }
    if (sendingRef.current) return;
    if (!session.loggedIn) {
      pendingSend.current = true;
      session.openLogin();
      return;
    }
    post();
  }, [open, post, preview, session, toast]);

  const onFocus = useCallback(() => {
    // A comment is on its way: its code comes while it is written.
    if (!preview) void loadActions().catch(() => undefined);
    if (session.loggedIn) return;
    // Spec §5: focusing while logged out opens the login panel; the draft stays.
    inputRef.current?.blur();
    session.openLogin();
  }, [preview, session]);

  const onReply = useCallback(
    (comment: CommentView) => {
      if (!open) {
        toast(commentRefusal('', false) as string);
        return;
      }
      dispatch({ type: 'select', comment });
      inputRef.current?.focus();
    },
    [open, toast],
  );

  const threads = useMemo(() => threadsOf(thread), [thread]);
  const onBlur = useCallback(() => dispatch({ type: 'blur' }), []);
  const onChange = useCallback((text: string) => dispatch({ type: 'input', text }), []);
  const onClosedTap = useCallback(() => toast(commentRefusal('', false) as string), [toast]);

  return {
    panel: {
      threads,
      // One count on the page (heading and footer): all comments, replies included; see CommentsPanelProps.
      count: commentCount,
      open,
      now,
      hasMore: !preview && hasMoreComments(thread),
      paging,
      onExpand: preview ? undefined : onExpand,
      onReply: preview || !open ? undefined : onReply,
      onStar: preview ? undefined : onStar,
    },
    input: {
      open,
      commentCount,
      draft: reply.draft,
      placeholder: placeholderOf(reply),
      replying: reply.target !== null,
      sending: reply.sending,
      disabled: preview,
      ready,
      inputRef,
      onFocus,
      onBlur,
      onChange,
      onSend,
      onClosedTap,
    },
  };
}
