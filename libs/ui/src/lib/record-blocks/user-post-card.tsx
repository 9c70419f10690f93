// A person's post on the record pages (a circle post, a clue report, a dejin post): author and time,
// optional badge, title and text (linking to the post's page in lists), pictures as a gallery,
// extra lines, tag links, and like/comment buttons (the feature decides what they do).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { FixedRatioImage } from '../fixed-ratio-image/fixed-ratio-image';
import { LABEL_COMMENT, LABEL_LIKE } from '../messages';
import { Avatar, MetaLine } from './record-blocks';

const Gallery = styled.ul<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? '1fr' : 'repeat(3, 1fr)')};
  gap: 4px;
  margin-top: ${({ theme }) => theme.space.sm};
  a {
    display: block;
  }
`;

/** Pictures as a gallery: one wide, several in a grid of squares; each links to the full picture. */
export function ImageGallery({
  images,
  alt,
}: {
  /** The pictures. */ images: string[];
  /** Their text alternative. */ alt: string;
}) {
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <Gallery $single={single} data-testid="image-gallery">
      {images.map((src, index) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noopener">
            <FixedRatioImage src={src} alt={`${alt} ${index + 1}/${images.length}`} ratio={single ? 3 / 2 : 1} />
          </a>
        </li>
      ))}
    </Gallery>
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
  .author-link {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  header b {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  .post-title {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.title};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.text};
  }
  .post-text {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-wrap;
  }
  .post-title + .post-text {
    color: ${({ theme }) => theme.colors.textSecondary};
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

export interface PostTag {
  key: string;
  href: string;
  label: string;
}

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  a {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** A post's tags (its circle, catalogue, topics, mentions) as a wrapping row of pill links; nothing when there are none. */
export function TagLinks({
  tags,
}: {
  /** The post's topics, as links. */
  tags: PostTag[];
}) {
  if (tags.length === 0) return null;
  return (
    <Tags>
      {tags.map((tag) => (
        <a key={tag.key} href={tag.href}>
          {tag.label}
        </a>
      ))}
    </Tags>
  );
}

export interface UserPostCardProps {
  /** For keys and exposure tracking (data-exposure-id). */
  id: string;
  /** data-testid of the card. */
  testId: string;
  /** The author's alias and avatar. */
  author?: { alias: string; avatar?: string };
  /** The author's page. */
  authorLink?: string;
  /** When the post was published (s). */
  publishedAt?: number;
  /** Now (ms), for the relative time. */
  now?: number;
  /** After the time in the meta line: place, views… (empty entries are left out). */
  meta?: string[];
  /** Beside the author: a status badge. */
  badge?: ReactNode;
  /** The post's title. */
  title?: string;
  /** The post's text. */
  text?: string;
  /** The post's pictures. */
  images?: string[];
  /** The post's page: title and text link there (in lists). */
  link?: string;
  /** Lines under the pictures (a shared law question, a place). */
  extra?: ReactNode;
  /** The post's topics, as links. */
  tags?: PostTag[];
  /** The like count. */
  likeCount?: number;
  /** Without it, no comment button. */
  commentCount?: number;
  /** Called on like or comment: the page prompts the app (neither is done on the page). */
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** A person's post in a list or on its own page. */
export function UserPostCard(props: UserPostCardProps) {
  const { author, authorLink, publishedAt, now, title, text, images = [], link, tags = [] } = props;
  const time = publishedAt ? formatRelativeTime(publishedAt, now === undefined ? {} : { now }) : '';
  const meta = [time, ...(props.meta ?? [])].filter(Boolean).join(' · ');
  const body = (
    <>
      {title ? <h2 className="post-title">{title}</h2> : null}
      {text ? <p className="post-text">{text}</p> : null}
    </>
  );
  const who = (
    <>
      {author?.avatar ? <Avatar src={author.avatar} alt="" /> : null}
      <div>
        <b>{author?.alias}</b>
        <MetaLine>{meta}</MetaLine>
      </div>
    </>
  );
  return (
    <Card data-exposure-id={props.id} data-testid={props.testId}>
      <header>
        {authorLink ? (
          <a className="author-link" href={authorLink}>
            {who}
          </a>
        ) : (
          <div className="author-link">{who}</div>
        )}
        {props.badge}
      </header>
      {link ? <a href={link}>{body}</a> : body}
      <ImageGallery images={images} alt={title || author?.alias || ''} />
      {props.extra}
      <TagLinks tags={tags} />
      <footer>
        <button type="button" onClick={() => props.onPrompt?.('like')}>
          {LABEL_LIKE} {formatCount(props.likeCount ?? 0)}
        </button>
        {props.commentCount !== undefined ? (
          <button type="button" onClick={() => props.onPrompt?.('comment')}>
            {LABEL_COMMENT} {formatCount(props.commentCount)}
          </button>
        ) : null}
      </footer>
    </Card>
  );
}
