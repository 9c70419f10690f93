// A dejin post's comments, read-only: the platform serves them, the web shows them; writing one and
// liking one are done in the app (the page's footer and the like count prompt it).
import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { Avatar, Block, EmptyState, LABEL_LIKE, MetaLine, MoreControl, SectionTitle, type PagedItems } from '@share/ui';
import { commentsTitle } from '../messages';
import type { DejinComment } from '../records';

const Row = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  .comment-main {
    flex: 1;
    min-width: 0;
  }
  .comment-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  b {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .comment-like {
    flex: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
  .comment-text {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export interface DejinCommentsProps {
  /** The post's comment count (the platform's, which the list pages through). */
  count: number;
  comments: PagedItems<DejinComment>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

export function DejinComments({ count, comments, now, onPrompt }: DejinCommentsProps) {
  const title = commentsTitle(formatCount(count));
  return (
    <Block as="section" aria-label={title} data-testid="dejin-comments">
      <SectionTitle>{title}</SectionTitle>
      {comments.items.length > 0 ? (
        <>
          <ul>
            {comments.items.map((comment) => (
              <li key={comment.id}>
                <Row data-testid="dejin-comment">
                  {comment.user?.avatar ? (
                    <Avatar src={comment.user.avatar} alt="" $size={32} loading="lazy" />
                  ) : (
                    <Avatar as="span" $size={32} />
                  )}
                  <div className="comment-main">
                    <div className="comment-head">
                      <b>{comment.user?.alias}</b>
                      <button type="button" className="comment-like" onClick={() => onPrompt?.('like')}>
                        {LABEL_LIKE} {formatCount(comment.like_count ?? 0)}
                      </button>
                    </div>
                    <p className="comment-text">{comment.content}</p>
                    <MetaLine>
                      {[
                        comment.published_at
                          ? formatRelativeTime(comment.published_at, now === undefined ? {} : { now })
                          : '',
                        comment.ip_location,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </MetaLine>
                  </div>
                </Row>
              </li>
            ))}
          </ul>
          <MoreControl
            hasMore={comments.hasMore}
            loading={comments.loading}
            failed={comments.failed}
            onLoadMore={comments.onLoadMore}
          />
        </>
      ) : (
        <EmptyState variant="comments" />
      )}
    </Block>
  );
}
