// Props-only comments list of spec §2/§4: top-level comments first with load-more (10 a page from
// page 1), replies on demand through an expand control, star, reply, empty and closed states.
import styled from 'styled-components';
import { EmptyState, LABEL_COMMENT_CLOSED, LoadMoreButton, UserAvatar } from '@share/ui';
import type { CommentView } from './comment-view';
import { formatCount, formatRelativeTime, toIsoDateTime } from '@share/util-format';
import { BlockSection } from '../block-section';
import { COMMENTS_TITLE, EXPAND_REPLIES, REPLY, STAR_LABEL } from '../messages';
import { authorOf } from './reply-mode';

/** A top-level comment with the replies shown under it. */
export interface CommentThread {
  comment: CommentView;
  /** The inline replies (first two from the list), then those the expand control loaded. */
  replies: CommentView[];
  /** Replies not shown yet (reply_count minus those shown). */
  remaining: number;
  loading?: boolean;
}

export interface CommentsPanelProps {
  threads: CommentThread[];
  /**
   * The page's comment count, the one number shown in this heading and in the comment footer: all
   * comments of the item, replies included (the detail's comment_count plus those posted on the page),
   * not the list response's top-level count, which only drives paging.
   */
  count: number;
  /** Comments open (meta.comment_available 'true' and enable_comment); closed shows 评论已关闭. */
  open: boolean;
  now: number;
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  /** Loads the next replies of a thread; without it (previews) no expand control is shown. */
  onExpand?: (gid: string) => void;
  /** Selects a comment as the reply target; without it (previews, closed) no reply control. */
  onReply?: (comment: CommentView) => void;
  /** Stars or unstars a comment; without it the star is shown read-only. */
  onStar?: (comment: CommentView) => void;
}

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  .main {
    flex: 1;
    min-width: 0;
  }
  .who {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .text {
    display: block;
    width: 100%;
    margin: 4px 0;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    word-break: break-word;
    color: ${({ theme }) => theme.colors.text};
  }
  .meta {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
  .meta button {
    /* A touch target of 24 x 24 px at least (WCAG 2.2 target size), the row's height unchanged. */
    min-width: 24px;
    min-height: 24px;
    margin: -3px 0;
    font-size: inherit;
    color: inherit;
  }
  .meta button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  .star {
    margin-left: auto;
  }
  .replies {
    margin-top: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .reply {
    display: block;
    width: 100%;
    padding: 2px 0;
    text-align: left;
    font-size: inherit;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
  }
  .expand {
    padding-top: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function Meta({
  comment,
  now,
  onReply,
  onStar,
}: { comment: CommentView; now: number } & Pick<CommentsPanelProps, 'onReply' | 'onStar'>) {
  const starLabel = `${STAR_LABEL} ${formatCount(comment.star_count)}`;
  return (
    <div className="meta">
      <time dateTime={toIsoDateTime(comment.created_at)}>{formatRelativeTime(comment.created_at * 1000, { now })}</time>
      {comment.ip_location ? <span data-testid="ip-location">{comment.ip_location}</span> : null}
      {onReply ? (
        <button type="button" onClick={() => onReply(comment)} aria-label={`${REPLY} ${authorOf(comment)}`}>
          {REPLY}
        </button>
      ) : null}
      {onStar ? (
        <button
          type="button"
          className="star"
          aria-pressed={comment.star}
          aria-label={starLabel}
          onClick={() => onStar(comment)}
        >
          {starLabel}
        </button>
      ) : (
        <span className="star">{starLabel}</span>
      )}
    </div>
  );
}

function ThreadRow({
  thread,
  now,
  onExpand,
  onReply,
  onStar,
}: { thread: CommentThread; now: number } & Pick<CommentsPanelProps, 'onExpand' | 'onReply' | 'onStar'>) {
  const { comment, replies, remaining, loading } = thread;
  return (
    <Row data-testid="comment" data-gid={comment.gid}>
      <UserAvatar src={comment.avatar} name={authorOf(comment)} size={32} />
      <div className="main">
        <div className="who">{authorOf(comment)}</div>
        {onReply ? (
          <button type="button" className="text" onClick={() => onReply(comment)}>
            {comment.content}
          </button>
        ) : (
          <p className="text">{comment.content}</p>
        )}
        <Meta comment={comment} now={now} onReply={onReply} onStar={onStar} />
        {replies.length > 0 || (remaining > 0 && onExpand) ? (
          <div className="replies" data-testid="replies">
            {replies.map((reply) => (
              <div key={reply.gid} data-testid="reply" data-gid={reply.gid}>
                <button
                  type="button"
                  className="reply"
                  onClick={onReply ? () => onReply(reply) : undefined}
                  disabled={!onReply}
                >
                  <strong>{authorOf(reply)}</strong>
                  {reply.reply_alias ? ` @${reply.reply_alias}` : ''}：{reply.content}
                </button>
                <Meta comment={reply} now={now} onStar={onStar} />
              </div>
            ))}
            {remaining > 0 && onExpand ? (
              <button
                type="button"
                className="expand"
                aria-busy={Boolean(loading)}
                disabled={loading}
                onClick={() => onExpand(comment.gid)}
              >
                {EXPAND_REPLIES(remaining)}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Row>
  );
}

export function CommentsPanel({
  threads,
  count,
  open,
  now,
  hasMore,
  loading,
  onLoadMore,
  onExpand,
  onReply,
  onStar,
}: CommentsPanelProps) {
  return (
    <BlockSection aria-label={COMMENTS_TITLE} data-testid="comments">
      <h2>
        {COMMENTS_TITLE} {count > 0 ? formatCount(count) : null}
      </h2>
      {!open ? (
        <EmptyState text={LABEL_COMMENT_CLOSED} />
      ) : threads.length === 0 ? (
        <EmptyState variant="comments" />
      ) : (
        <>
          <ul>
            {threads.map((thread) => (
              <ThreadRow
                key={thread.comment.gid}
                thread={thread}
                now={now}
                onExpand={onExpand}
                onReply={onReply}
                onStar={onStar}
              />
            ))}
          </ul>
          <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} />
        </>
      )}
    </BlockSection>
  );
}
