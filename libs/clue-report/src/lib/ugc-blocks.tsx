// The views clue reports and dejin posts share: a person's header (background, avatar, name, intro,
// counts, follow), a post card (author, time, title, text, pictures, place, topics, counts) and the
// pictures as a gallery (each opens full size, with or without JavaScript).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, formatRelativeTime } from '@share/util-format';
import { Avatar, FixedRatioImage, HeroAction, MetaLine } from '@share/ui';
import type { NamedRef, Person, UserRef } from './records';
import { COMMENT_LABEL, FOLLOW, LIKE_LABEL } from './messages';

const relative = (at: number | undefined, now: number | undefined) =>
  at ? formatRelativeTime(at, now === undefined ? {} : { now }) : '';

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
export function ImageGallery({ images, alt }: { images: string[]; alt: string }) {
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

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: ${({ theme }) => theme.space.lg};
  .person-body {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.md};
    margin-top: -28px;
    padding: 0 ${({ theme }) => theme.space.lg};
    position: relative;
  }
  .person-body > img {
    border: 3px solid ${({ theme }) => theme.colors.surface};
  }
  h1 {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  .person-intro {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .person-counts {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
  .person-counts b {
    margin-right: 2px;
    font-size: ${({ theme }) => theme.fontSizes.body};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PersonHeaderProps {
  person: Person;
  /** Counts after fans and follows, e.g. [['16', '条爆料']]: the number bold, then its label. */
  counts: [number, (count: string) => string][];
  /** Following happens in the app (the platform's follow call is for media accounts). */
  onFollow?: () => void;
}

/** A reporter's or a dejin author's header: background, avatar, name, follow, intro, counts. */
export function PersonHeader({ person, counts, onFollow }: PersonHeaderProps) {
  const name = person.user?.alias ?? '';
  return (
    <Header>
      <FixedRatioImage src={person.background} alt="" ratio={750 / 300} radius="0" loading="eager" />
      <div className="person-body">
        {person.user?.avatar ? <Avatar src={person.user.avatar} alt="" $size={64} /> : null}
        <h1>{name}</h1>
        <HeroAction type="button" onClick={onFollow}>
          {FOLLOW}
        </HeroAction>
      </div>
      {person.intro ? <p className="person-intro">{person.intro}</p> : null}
      <p className="person-counts" data-testid="person-counts">
        {counts.map(([count, label]) => {
          const text = label(formatCount(count));
          const number = formatCount(count);
          return (
            <span key={text}>
              <b>{number}</b>
              {text.slice(number.length)}
            </span>
          );
        })}
      </p>
    </Header>
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
  .ugc-title {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.title};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.text};
  }
  .ugc-text {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textSecondary};
    white-space: pre-wrap;
  }
  .ugc-tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .ugc-tags a {
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
  footer button,
  footer span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

export interface UgcCardProps {
  id: string;
  author?: UserRef;
  /** The author's page (a reporter's or a dejin personal page). */
  authorLink?: string;
  publishedAt?: number;
  now?: number;
  meta?: string[];
  title: string;
  text?: string;
  images?: string[];
  /** The record's page: the card's title and text link there (lists). */
  link?: string;
  /** Beside the author: a status badge. */
  badge?: ReactNode;
  /** Lines under the text: place, mentions. */
  extra?: ReactNode;
  topics?: NamedRef[];
  topicLink: (topic: NamedRef) => string;
  likeCount?: number;
  commentCount?: number;
  /** Liking (and commenting) happen in the app: the buttons prompt it. */
  onPrompt?: (action: 'like' | 'comment') => void;
  testId: string;
}

/** A clue report or a dejin post in a list. */
export function UgcCard(props: UgcCardProps) {
  const { author, authorLink, publishedAt, now, title, text, images = [], link, topics = [] } = props;
  const meta = [relative(publishedAt, now), ...(props.meta ?? [])].filter(Boolean).join(' · ');
  const body = (
    <>
      <h2 className="ugc-title">{title}</h2>
      {text ? <p className="ugc-text">{text}</p> : null}
    </>
  );
  const who = (
    <>
      {author?.avatar ? <Avatar src={author.avatar} alt="" /> : null}
      <span className="author">
        <b>{author?.alias}</b>
        <MetaLine>{meta}</MetaLine>
      </span>
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
          <span className="author-link">{who}</span>
        )}
        {props.badge}
      </header>
      {link ? <a href={link}>{body}</a> : body}
      <ImageGallery images={images} alt={title} />
      {props.extra}
      {topics.length > 0 ? (
        <div className="ugc-tags">
          {topics.map((topic) => (
            <a key={topic.id} href={props.topicLink(topic)}>
              #{topic.name}#
            </a>
          ))}
        </div>
      ) : null}
      <footer>
        <button type="button" onClick={() => props.onPrompt?.('like')}>
          {LIKE_LABEL} {formatCount(props.likeCount ?? 0)}
        </button>
        {props.commentCount !== undefined ? (
          <button type="button" onClick={() => props.onPrompt?.('comment')}>
            {COMMENT_LABEL} {formatCount(props.commentCount)}
          </button>
        ) : null}
      </footer>
    </Card>
  );
}
