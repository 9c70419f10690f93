// Building blocks the list screens share: the screen root, the lead card, the card list with its
// load-more control, section titles and the empty / error states.
import styled from 'styled-components';
import { cardOf, ContentCard, ContentTypeTag, coverOf, FixedRatioImage, hrefOf, isTaggedCatalog } from '@share/ui';
import { formatRelativeTime, toIsoDateTime } from '@share/util-format';
import { cardLayoutOf, type FeedItem } from './feed-data';

export { ScreenRoot } from '@share/ui';

const Lead = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const LeadMedia = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const LeadShade = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 40px ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.scrimTransparent} 0%,
    ${({ theme }) => theme.colors.scrimGradientEnd} 100%
  );
  color: ${({ theme }) => theme.colors.onDark};
`;

const LeadTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  text-shadow: 0 1px 2px ${({ theme }) => theme.colors.textShadow};
`;

const LeadMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkSoft};
`;

const LeadTag = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
`;

/** The big first card of a feed: full-width cover with the title over it. */
export function LeadCard({ item, now, badge }: { item: FeedItem; now?: number; badge?: string }) {
  return (
    <Lead href={hrefOf(item)} data-testid="lead-card" data-exposure-id={item.post_id}>
      <LeadMedia>
        {/* Decorative: the title over it names the link. */}
        <FixedRatioImage src={coverOf(item)} ratio={16 / 9} loading="eager" />
        {badge ? <LeadTag>{badge}</LeadTag> : null}
        <LeadShade>
          <LeadTitle>{item.title}</LeadTitle>
          <LeadMeta>
            {isTaggedCatalog(item.content_type) ? (
              <ContentTypeTag catalog={item.content_type} variant="overlay" />
            ) : null}
            {item.source_alias ? <span>{item.source_alias}</span> : null}
            {item.publish_at ? (
              <time dateTime={toIsoDateTime(item.publish_at)}>
                {formatRelativeTime(item.publish_at, now === undefined ? {} : { now })}
              </time>
            ) : null}
          </LeadMeta>
        </LeadShade>
      </LeadMedia>
    </Lead>
  );
}

const Cards = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;

export interface FeedCardsProps {
  items: FeedItem[];
  now?: number;
  /** Show the first item with a cover as the lead card. */
  lead?: boolean;
  leadBadge?: string;
  /** The cards' heading level: 2 where they sit right under the page's h1 (a list page). */
  headingLevel?: 2 | 3;
}

/** A list of content cards; the first item with a cover may lead. */
export function FeedCards({ items, now, lead = false, leadBadge, headingLevel }: FeedCardsProps) {
  const leadItem = lead ? items.find((item) => coverOf(item)) : undefined;
  const rest = leadItem ? items.filter((item) => item !== leadItem) : items;
  return (
    <>
      {leadItem ? <LeadCard item={leadItem} now={now} badge={leadBadge} /> : null}
      <Cards data-testid="feed-cards">
        {rest.map((item) => (
          <ContentCard
            key={item.post_id}
            {...cardOf(item)}
            exposureId={item.post_id}
            layout={cardLayoutOf(item)}
            now={now}
            headingLevel={headingLevel}
          />
        ))}
      </Cards>
    </>
  );
}

export { Block, MoreControl, SectionTitle, StatusBlock } from '@share/ui';
