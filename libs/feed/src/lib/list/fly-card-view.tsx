import styled from 'styled-components';
import { ChevronRightIcon, FixedRatioImage, hrefOf } from '@share/ui';
import { Block, FeedCards, ScreenRoot, SectionTitle, StatusBlock } from '../feed-blocks';
import type { FeedPage, LoadStatus } from '../feed-data';
import type { FlyCard } from '../load-screens';
import { FLY_CARD_DEFAULT_TITLE, FLY_CARD_READ_MORE, LIST_DEFAULT_TITLE } from '../messages';
import { ListHeader } from './list-header';

const Deck = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Card = styled.li`
  flex: 0 0 78%;
  scroll-snap-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.float};
  a {
    display: block;
  }
`;

const CardText = styled.div`
  padding: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.title};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    min-height: 3em;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  span {
    display: inline-flex;
    align-items: center;
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Index = styled.em`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  padding: 0 8px;
  border-radius: 10px;
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  color: ${({ theme }) => theme.colors.onDark};
  /* The badges' scrim: white text keeps 4.5:1 over a light cover (scrimLight left it at 3.2). */
  background: ${({ theme }) => theme.colors.scrim};
`;

const Media = styled.div`
  position: relative;
`;

export interface FlyCardViewProps {
  /** How the load went: ok, empty or error. */
  status: LoadStatus;
  /** The list's title. */
  title: string;
  /** The list's description. */
  description?: string;
  /** When the list was published (s). */
  publishedAt?: number | null;
  /** The cards of the list. */
  cards: FlyCard[];
  /** The list's paging (load-more). */
  page: FeedPage;
  /** Now (ms), for relative times. */
  now?: number;
}

const cardHref = (card: FlyCard) => (card.item ? hrefOf(card.item) : (card.url ?? undefined));

/** Fly card (spec §2 /fly_card/{list_id?}/{index}): swipeable cards, then the items they come from. */
export function FlyCardView({ status, title, description, publishedAt, cards, page, now }: FlyCardViewProps) {
  return (
    <ScreenRoot name="FlyCard" status={status}>
      <ListHeader
        title={title || FLY_CARD_DEFAULT_TITLE}
        description={description}
        publishedAt={publishedAt}
        now={now}
      />
      {cards.length > 0 ? (
        <Deck aria-label={title || FLY_CARD_DEFAULT_TITLE}>
          {cards.map((card, index) => (
            <Card key={card.id} data-testid="fly-card">
              <a href={cardHref(card)} data-exposure-id={card.item?.post_id}>
                <Media>
                  <FixedRatioImage src={card.cover} alt={card.title} ratio={4 / 3} />
                  <Index>
                    {index + 1}/{cards.length}
                  </Index>
                </Media>
                <CardText>
                  <h2>{card.title}</h2>
                  <p>{card.summary}</p>
                  <span>
                    {FLY_CARD_READ_MORE}
                    <ChevronRightIcon size={12} />
                  </span>
                </CardText>
              </a>
            </Card>
          ))}
        </Deck>
      ) : null}
      {page.list.length > 0 ? (
        <Block>
          <SectionTitle>{LIST_DEFAULT_TITLE}</SectionTitle>
          <FeedCards items={page.list} now={now} />
        </Block>
      ) : null}
      {cards.length === 0 && page.list.length === 0 ? (
        <StatusBlock status={status === 'error' ? 'error' : 'empty'} />
      ) : null}
    </ScreenRoot>
  );
}
