import styled from 'styled-components';
import {
  ContentCard,
  type LoadStatus,
  MetaLine,
  type PagedItems,
  PagedSection,
  recordPanel,
  ScreenRoot,
  StatusBlock,
  TopicChips,
} from '@share/ui';
import type { OpenCatalog, OpenContent } from '../community-data';
import { OPEN_CHILDREN_TITLE, OPEN_LIST_TITLE } from '../messages';

const Title = styled.header`
  ${recordPanel}
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  ul {
    padding: ${({ theme }) => theme.space.md} 0 0;
  }
`;

export interface OpenListViewProps {
  status: LoadStatus;
  /** The catalogue shown (with its children), or null for the resource's whole list. */
  catalog: OpenCatalog | null;
  resourceName: string;
  items: PagedItems<OpenContent>;
  now?: number;
}

/** /open/{rid}/index.html and /open/{rid}/catalog/{id}/index.html: a resource's or a catalogue's content, paged. */
export function OpenListView({ status, catalog, resourceName, items, now }: OpenListViewProps) {
  const children = catalog?.children ?? [];
  return (
    <ScreenRoot name={catalog ? 'OpenCatalog' : 'OpenList'} status={status}>
      {status === 'error' ? (
        <StatusBlock status="error" />
      ) : (
        <>
          <Title>
            <h1>{catalog?.name || resourceName || OPEN_LIST_TITLE}</h1>
            {catalog && resourceName ? <MetaLine>{resourceName}</MetaLine> : null}
            {children.length > 0 ? (
              <TopicChips aria-label={OPEN_CHILDREN_TITLE}>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={child.share_link}>{child.name}</a>
                  </li>
                ))}
              </TopicChips>
            ) : null}
          </Title>
          <PagedSection
            title={OPEN_LIST_TITLE}
            list={items}
            testId="open-list"
            render={(item) => (
              <ContentCard
                title={item.title}
                href={item.share_link ?? ''}
                cover={item.cover}
                source={item.source}
                viewCount={item.view_count}
                publishAt={item.published_at}
                now={now}
                exposureId={item.id}
              />
            )}
          />
        </>
      )}
    </ScreenRoot>
  );
}
