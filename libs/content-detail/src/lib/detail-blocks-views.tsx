import styled from 'styled-components';
import {
  CommentIcon,
  ContentCard,
  EditorPicksList,
  EmptyState,
  HotList,
  LoadMoreButton,
  LABEL_COMMENT_CLOSED,
  type EditorPickItem,
  type HotListItem,
} from '@share/ui';
import type { Comment, DocSummary } from '@share/contract';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { COLLECT_LABEL, COMMENT_PLACEHOLDER, COMMENTS_TITLE, LIKE_LABEL, RECOMMEND_TITLE, RELATED_TITLE, REPLIES } from './messages';
import { coverOf } from './share-meta';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  > h2 {
    position: relative;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs} 26px`};
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > h2::before {
    content: '';
    position: absolute;
    left: 16px;
    top: 19px;
    bottom: 6px;
    width: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
}

/** A list item as a content card (public share link, cover, counts, relative time). */
export function cardOf(item: DocSummary): EditorPickItem {
  return {
    id: item.post_id,
    title: item.title,
    href: item.share_link,
    cover: coverOf(item),
    catalog: item.content_type,
    source: item.source_alias,
    viewCount: item.view_count,
    publishAt: item.publish_at * 1000,
    duration: item.duration_str || null,
  };
}

export function hotItemOf(item: DocSummary): HotListItem {
  return { id: item.post_id, title: item.title, href: item.share_link, heat: item.view_count };
}

/** Related reading (the item's relations), with load-more. */
export function RelatedList({ items, hasMore, loading, onLoadMore, now }: PagedList<DocSummary> & { now: number }) {
  return (
    <Section aria-label={RELATED_TITLE}>
      <h2>{RELATED_TITLE}</h2>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        items.map((item) => {
          const { id, ...card } = cardOf(item);
          return <ContentCard key={id} {...card} now={now} />;
        })
      )}
      {items.length > 0 ? <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} /> : null}
    </Section>
  );
}

const CommentRow = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  img {
    flex: 0 0 32px;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.placeholder};
  }
  .main {
    flex: 1;
    min-width: 0;
  }
  .who {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .text {
    margin: 4px 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    word-break: break-word;
  }
  .meta {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
  .replies {
    margin-top: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export interface CommentsListProps {
  comments: Comment[];
  count: number;
  /** meta.comment_available 'true' and enable_comment: otherwise the area shows 评论已关闭. */
  open: boolean;
  now: number;
}

/** Comments, read-only: the first page as the platform gives it (writing is the comments issue's). */
export function CommentsList({ comments, count, open, now }: CommentsListProps) {
  return (
    <Section aria-label={COMMENTS_TITLE}>
      <h2>
        {COMMENTS_TITLE} {count > 0 ? formatCount(count) : null}
      </h2>
      {!open ? (
        <EmptyState text={LABEL_COMMENT_CLOSED} />
      ) : comments.length === 0 ? (
        <EmptyState variant="comments" />
      ) : (
        <ul>
          {comments.map((comment) => (
            <CommentRow key={comment.gid} data-testid="comment">
              <img src={comment.avatar || undefined} alt="" width={32} height={32} loading="lazy" />
              <div className="main">
                <div className="who">{comment.user?.mp_name || comment.alias}</div>
                <p className="text">{comment.content}</p>
                <div className="meta">
                  <time>{formatRelativeTime(comment.created_at * 1000, { now })}</time>
                  {comment.ip_location ? <span>{comment.ip_location}</span> : null}
                  <span>
                    {LIKE_LABEL} {formatCount(comment.star_count)}
                  </span>
                </div>
                {comment.replys.length > 0 ? (
                  <div className="replies">
                    {comment.replys.map((reply) => (
                      <p key={reply.gid}>
                        <strong>{reply.alias}</strong>
                        {reply.reply_alias ? ` @${reply.reply_alias}` : ''}：{reply.content}
                      </p>
                    ))}
                    {comment.reply_count > comment.replys.length ? <p>{REPLIES(comment.reply_count)}</p> : null}
                  </div>
                ) : null}
              </div>
            </CommentRow>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface RecommendBlocksProps {
  hot: PagedList<DocSummary>;
  editor: PagedList<DocSummary>;
  recommend: PagedList<DocSummary>;
  now: number;
}

/** The 72-hour hot list, editor picks and recommendations, each with load-more (page size 10). */
export function RecommendBlocks({ hot, editor, recommend, now }: RecommendBlocksProps) {
  return (
    <>
      <HotList items={hot.items.map(hotItemOf)} hasMore={hot.hasMore} loading={hot.loading} onLoadMore={hot.onLoadMore} />
      <EditorPicksList items={editor.items.map(cardOf)} hasMore={editor.hasMore} loading={editor.loading} onLoadMore={editor.onLoadMore} now={now} />
      <Section aria-label={RECOMMEND_TITLE}>
        <h2>{RECOMMEND_TITLE}</h2>
        {recommend.items.length === 0 && !recommend.loading ? (
          <EmptyState />
        ) : (
          recommend.items.map((item) => {
            const { id, ...card } = cardOf(item);
            return <ContentCard key={id} {...card} now={now} />;
          })
        )}
        <LoadMoreButton hasMore={recommend.hasMore} loading={recommend.loading} onLoadMore={recommend.onLoadMore} />
      </Section>
    </>
  );
}

const ThumbIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
    <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 6A2 2 0 0 1 17.6 20H7" />
  </svg>
);

const StarIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  .input {
    flex: 1;
    height: 34px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.round};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.meta};
    background: ${({ theme }) => theme.colors.background};
  }
  .count {
    display: flex;
    align-items: center;
    gap: 3px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export interface CommentFooterBarProps {
  commentCount: number;
  likeCount: number;
  collectCount: number;
  /** Comments closed: the input shows 评论已关闭. */
  closed: boolean;
  onComment?: () => void;
  onLike?: () => void;
  onCollect?: () => void;
}

/** The comment footer bar's frame; its actions are wired by the comments-and-actions issue. */
export function CommentFooterBar({ commentCount, likeCount, collectCount, closed, onComment, onLike, onCollect }: CommentFooterBarProps) {
  return (
    <Bar data-testid="comment-footer-bar">
      <button type="button" className="input" onClick={onComment} aria-disabled={closed}>
        {closed ? LABEL_COMMENT_CLOSED : COMMENT_PLACEHOLDER}
      </button>
      <span className="count" aria-label={`${COMMENTS_TITLE} ${formatCount(commentCount)}`}>
        <CommentIcon size={18} />
        {formatCount(commentCount)}
      </span>
      <button type="button" className="count" onClick={onLike} aria-label={`${LIKE_LABEL} ${formatCount(likeCount)}`}>
        <ThumbIcon />
        {formatCount(likeCount)}
      </button>
      <button type="button" className="count" onClick={onCollect} aria-label={`${COLLECT_LABEL} ${formatCount(collectCount)}`}>
        <StarIcon />
        {formatCount(collectCount)}
      </button>
    </Bar>
  );
}
