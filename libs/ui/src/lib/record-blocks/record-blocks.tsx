// Blocks of the record pages (circles, law questions, open content, clue reports, dejin): a titled
// paged list with its load-more control and 暂无内容, avatars, a meta line, the hero header of a
// record (cover, avatar, name, description) with its action, and a row of tag links.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FixedRatioImage } from '../fixed-ratio-image/fixed-ratio-image';
import { Image } from '../image/image';
import { Block, MoreControl, SectionTitle, StatusBlock } from '../page-blocks/page-blocks';

/** A list on screen: its items so far and the load-more state (a paging hook's, or a story's). */
export interface PagedItems<T> {
  items: T[];
  hasMore: boolean;
  loading?: boolean;
  failed?: boolean;
  onLoadMore?: () => void;
}

/** A titled section holding a paged list: its items, 暂无内容 when there are none, load-more. */
export function PagedSection<T extends { id: string }>({
  title,
  list,
  render,
  testId,
}: {
  /** The section's heading. */
  title: ReactNode;
  /** The section's items and paging. */
  list: PagedItems<T>;
  /** Draws one item. */
  render: (item: T) => ReactNode;
  /** data-testid of the section. */
  testId?: string;
}) {
  return (
    <Block as="section" aria-label={typeof title === 'string' ? title : undefined} data-testid={testId}>
      <SectionTitle>{title}</SectionTitle>
      {list.items.length > 0 ? (
        <>
          <ul>
            {list.items.map((item) => (
              <li key={item.id}>{render(item)}</li>
            ))}
          </ul>
          <MoreControl
            hasMore={list.hasMore}
            loading={list.loading}
            failed={list.failed}
            onLoadMore={list.onLoadMore}
          />
        </>
      ) : (
        <StatusBlock status="empty" />
      )}
    </Block>
  );
}

/** A round picture (a person, a circle, a catalogue); failed or missing, the designed placeholder in its circle. */
export const Avatar = styled(Image)<{ $size?: number }>`
  flex: none;
  width: ${({ $size = 36 }) => $size}px;
  height: ${({ $size = 36 }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

export const MetaLine = styled.p`
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

/** The small pill beside a hero's name (join, follow, ask). */
export const HeroAction = styled.button`
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
  /** The cover picture behind the header. */
  cover?: string | null;
  /** The avatar over the cover. */
  avatar?: string | null;
  /** The title. */
  title: string;
  /** The text under the title. */
  description?: string | null;
  /** A line of counts under the title. */
  meta?: ReactNode;
  /** A control at the right of the title (a follow button). */
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
      {meta ? <MetaLine className="hero-text">{meta}</MetaLine> : null}
    </Hero>
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
