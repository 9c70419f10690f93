// The short form /special/{id?} (spec §2). A special shows the same page as the long form; what
// only the short form meets has its own view: the item alone (sp_topic share links point here and
// the special endpoint refuses them), and the empty and outage states when there is nothing to show.
import styled from 'styled-components';
import { MSG_NETWORK_ERROR } from '@share/api-client';
import { cardOf, ContentCard, EmptyState } from '@share/ui';
import type { DocSummary } from '@share/contract';
import { SpTopicBody } from './action-cards';
import type { SpecialShortData } from './detail-data';
import { DetailHeader } from './detail-header';
import { DetailLayout } from './detail-layout';
import { SPECIAL_DEFAULT_TITLE } from './messages';
import { ShareImage } from './share-image';
import { absoluteUrl, fullImageOf } from './share-meta';
import { SpecialPage } from './special-page';

/** The short form's screen name (the long form's is SpecialDetail). */
const SCREEN = 'Special';

const Status = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  p[data-testid='error-notice'] {
    margin-top: -32px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Item = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/** An item that is not a special: an sp_topic opens in the app or on desktop; anything else links to its own page. */
function ItemBody({ item, now }: { item: DocSummary; now: number }) {
  if (item.content_type === 'sp_topic') {
    return (
      <SpTopicBody
        cover={fullImageOf(item)}
        title={item.title}
        summary={item.summary}
        payload={item.payload}
        postId={item.post_id}
      />
    );
  }
  return (
    <Item>
      <ContentCard {...cardOf(item)} exposureId={item.post_id} now={now} />
    </Item>
  );
}

export interface SpecialShortViewProps {
  /** The short form's data other than a special (which SpecialPage shows). */
  data: Exclude<SpecialShortData, { kind: 'special' }>;
}

/** Props-only view of the short form without a special: the item's head and card, or 暂无内容 (and why, on an outage). */
export function SpecialShortView({ data }: SpecialShortViewProps) {
  if (data.kind === 'item') {
    const { item, now } = data;
    const title = item.title || SPECIAL_DEFAULT_TITLE;
    return (
      <DetailLayout
        pageType="special"
        screen={SCREEN}
        lead={<ShareImage src={absoluteUrl(data.origin, fullImageOf(item))} alt={title} />}
        header={
          <DetailHeader
            title={title}
            contentType={item.content_type}
            sourceAlias={item.source_alias}
            publishAt={item.publish_at}
            viewCount={item.view_count}
            likeCount={item.like_count}
            collectCount={item.collect_count}
            now={now}
          />
        }
        body={<ItemBody item={item} now={now} />}
      />
    );
  }
  return (
    <DetailLayout
      pageType="special"
      screen={SCREEN}
      body={
        <Status data-testid={data.kind === 'error' ? 'error-state' : 'empty-state'}>
          <EmptyState />
          {data.kind === 'error' ? <p data-testid="error-notice">{MSG_NETWORK_ERROR}</p> : null}
        </Status>
      }
    />
  );
}

/** The short form's page: a special is the special page of the long form (batches of 50, load-more, collapse, sections). */
export function SpecialShortPage({
  data,
}: {
  /** The loader's data of the page. */
  data: SpecialShortData;
}) {
  return data.kind === 'special' ? (
    <SpecialPage data={data.special} screen={SCREEN} />
  ) : (
    <SpecialShortView data={data} />
  );
}
