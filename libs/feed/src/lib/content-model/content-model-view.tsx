import styled from 'styled-components';
import { coverOf, FixedRatioImage, GridIcon, hrefOf, Image, TopicIcon } from '@share/ui';
import { Block, FeedCards, LeadCard, ScreenRoot, SectionTitle, StatusBlock } from '../feed-blocks';
import { isUnsupportedEntry, type ContentModule, type LoadStatus, type ModuleEntry } from '../feed-data';

const Title = styled.h1`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tile = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  img,
  span[data-icon] {
    width: 44px;
    height: 44px;
    border-radius: 14px;
    object-fit: cover;
  }
  span[data-icon] {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.colors.onDark};
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.accentWarmLight},
      ${({ theme }) => theme.colors.primary}
    );
  }
`;

const Slider = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: 0 0 44%;
  }
  a {
    display: block;
  }
  h3 {
    margin-top: 6px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.4;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ContentModelViewProps {
  status: LoadStatus;
  module: ContentModule | null;
  now?: number;
  /** Tapping an app or topic entry: the container shows the unsupported-module toast. */
  onUnsupported?: (entry: ModuleEntry) => void;
}

function EntryBody({ entry, now }: { entry: ModuleEntry; now?: number }) {
  const items = entry.items ?? [];
  if (items.length === 0) return <StatusBlock status="empty" />;
  if (entry.layout === 'slider') {
    return (
      <Slider>
        {items.map((item) => (
          <li key={item.post_id}>
            <a href={hrefOf(item)} data-exposure-id={item.post_id}>
              <FixedRatioImage src={coverOf(item)} alt={item.title} ratio={4 / 3} radius="6px" />
              <h3>{item.title}</h3>
            </a>
          </li>
        ))}
      </Slider>
    );
  }
  if (entry.layout === 'banner') {
    const [first, ...rest] = items;
    return (
      <>
        <LeadCard item={first} now={now} />
        <FeedCards items={rest} now={now} />
      </>
    );
  }
  return <FeedCards items={items} now={now} />;
}

/** Content module (spec §2 /content_model/{index}?id=): entries kept by the column filter of spec §3. */
export function ContentModelView({ status, module, now, onUnsupported }: ContentModelViewProps) {
  const entries = module?.entries ?? [];
  const tiles = entries.filter(isUnsupportedEntry);
  const sections = entries.filter((entry) => !isUnsupportedEntry(entry));
  return (
    <ScreenRoot name="ContentModel" status={status}>
      {module ? <Title>{module.name}</Title> : null}
      {tiles.length > 0 ? (
        <Tiles data-testid="module-tiles">
          {tiles.map((entry) => (
            <li key={entry.id ?? entry.title}>
              <Tile
                type="button"
                data-category={entry.category ?? entry.type ?? ''}
                onClick={() => onUnsupported?.(entry)}
              >
                {/* A missing or failed icon: the entry's drawn icon instead. */}
                <Image
                  src={entry.icon}
                  alt=""
                  fallback={
                    <span data-icon>
                      {entry.category === 'topic' ? <TopicIcon size={22} /> : <GridIcon size={22} />}
                    </span>
                  }
                />
                {entry.title}
              </Tile>
            </li>
          ))}
        </Tiles>
      ) : null}
      {sections.map((entry) => (
        <Block as="section" key={entry.id ?? entry.title} aria-label={entry.title} data-layout={entry.layout ?? ''}>
          <SectionTitle>{entry.title}</SectionTitle>
          <EntryBody entry={entry} now={now} />
        </Block>
      ))}
      {entries.length === 0 ? <StatusBlock status={status === 'error' ? 'error' : 'empty'} /> : null}
    </ScreenRoot>
  );
}
