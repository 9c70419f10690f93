// The circle post card of the community screens (the other record blocks are @share/ui's).
import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { communityShareLink } from '@share/contract/browser';
import { Avatar, FixedRatioImage, MetaLine } from '@share/ui';
import type { CirclePost } from './community-data';
import { COMMENT_LABEL, LAW_QUESTION_LABEL, LIKE_LABEL, viewsText } from './messages';

const Card = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  header b {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  .post-text {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-wrap;
  }
  .post-images {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 4px;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .post-question {
    display: block;
    margin-top: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  .post-question small {
    display: block;
    margin-bottom: 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
  .post-tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .post-tags a {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  footer {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  footer button {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

export interface PostCardProps {
  post: CirclePost;
  now?: number;
  /** The card links to the post's page (lists); the post's own page shows it whole. */
  linked?: boolean;
  /** Liking and commenting happen in the app: the card's buttons prompt it. */
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** A circle post: author and time, text, pictures, circle and topics, counts. */
export function PostCard({ post, now, linked = true, onPrompt }: PostCardProps) {
  const time = post.published_at ? formatRelativeTime(post.published_at, now === undefined ? {} : { now }) : '';
  const text = <p className="post-text">{post.content}</p>;
  return (
    <Card data-exposure-id={post.id} data-testid="circle-post">
      <header>
        {post.user?.avatar ? <Avatar src={post.user.avatar} alt="" /> : null}
        <div>
          <b>{post.user?.alias}</b>
          <MetaLine>
            {[time, post.ip_location, post.view_count !== undefined ? viewsText(formatCount(post.view_count)) : '']
              .filter(Boolean)
              .join(' · ')}
          </MetaLine>
        </div>
      </header>
      {linked && post.share_link ? <a href={post.share_link}>{text}</a> : text}
      {post.images && post.images.length > 0 ? (
        <div className="post-images">
          {post.images.map((src) => (
            <FixedRatioImage key={src} src={src} alt="" ratio={1} />
          ))}
        </div>
      ) : null}
      {post.question ? (
        <a className="post-question" href={communityShareLink('lawQuestion', post.question.id)}>
          <small>{LAW_QUESTION_LABEL}</small>
          {post.question.name}
        </a>
      ) : null}
      {post.circle || (post.topics && post.topics.length > 0) ? (
        <div className="post-tags">
          {post.circle ? <a href={communityShareLink('circle', post.circle.id)}>{post.circle.name}</a> : null}
          {post.topics?.map((topic) => (
            <a key={topic.id} href={communityShareLink('circleTopic', topic.id)}>
              #{topic.name}#
            </a>
          ))}
        </div>
      ) : null}
      <footer>
        <button type="button" onClick={() => onPrompt?.('like')}>
          {LIKE_LABEL} {formatCount(post.like_count ?? 0)}
        </button>
        <button type="button" onClick={() => onPrompt?.('comment')}>
          {COMMENT_LABEL} {formatCount(post.comment_count ?? 0)}
        </button>
      </footer>
    </Card>
  );
}

