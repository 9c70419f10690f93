// Pieces the community screens share: a paged list with its load-more control and empty state, a
// circle post card, avatars and the hero header of a circle or topic.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { communityShareLink } from '@share/contract/browser';
import { Block, FixedRatioImage, MoreControl, SectionTitle, StatusBlock } from '@share/ui';
import type { CirclePost, PagedItems } from './community-data';
import { COMMENT_LABEL, LAW_QUESTION_LABEL, LIKE_LABEL, viewsText } from './messages';

/** A titled section holding a paged list: its items, 暂无内容 when there are none, load-more. */
export function PagedSection<T extends { id: string }>({
  title,
  list,
  render,
  testId,
}: {
  title: ReactNode;
  list: PagedItems<T>;
  render: (item: T) => ReactNode;
  testId?: string;
}) {
  return (
    <Block as="section" aria-label={typeof title === 'string' ? title : undefined} data-testid={testId}>
      <SectionTitle>{title}</SectionTitle>
      {list.items.length > 0 ? (
        <>
          <ul>{list.items.map((item) => <li key={item.id}>{render(item)}</li>)}</ul>
          <MoreControl hasMore={list.hasMore} loading={list.loading} failed={list.failed} onLoadMore={list.onLoadMore} />
        </>
      ) : (
        <StatusBlock status="empty" />
      )}
    </Block>
  );
}

export const Avatar = styled.img<{ $size?: number }>`
  flex: none;
  width: ${({ $size = 36 }) => $size}px;
  height: ${({ $size = 36 }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

export const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
`;

const Hero = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: ${({ theme }) => theme.space.lg};
  .hero-body {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.md};
    margin-top: -28px;
    padding: 0 ${({ theme }) => theme.space.lg};
    position: relative;
  }
  .hero-body > img {
    border: 3px solid ${({ theme }) => theme.colors.surface};
  }
  h1 {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  .hero-text {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const ActionButton = styled.button`
  flex: none;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
`;

/** Cover, avatar, name, description and a meta line of a circle or topic; `action` sits by the name. */
export function HeroHeader({
  cover,
  avatar,
  title,
  description,
  meta,
  action,
}: {
  cover?: string | null;
  avatar?: string | null;
  title: string;
  description?: string | null;
  meta?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Hero>
      <FixedRatioImage src={cover} alt={title} ratio={750 / 300} radius="0" loading="eager" />
      <div className="hero-body">
        {avatar ? <Avatar src={avatar} alt="" $size={64} /> : null}
        <h1>{title}</h1>
        {action}
      </div>
      {description ? <p className="hero-text">{description}</p> : null}
      {meta ? <Meta className="hero-text">{meta}</Meta> : null}
    </Hero>
  );
}

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
          <Meta>
            {[time, post.ip_location, post.view_count !== undefined ? viewsText(formatCount(post.view_count)) : '']
              .filter(Boolean)
              .join(' · ')}
          </Meta>
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

/** A row of tag links (a circle's topics, a catalogue's children), scrolling sideways. */
export const TopicChips = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  a {
    display: block;
    padding: 6px 12px;
    white-space: nowrap;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;
