// The special-topic page (spec §4) of both routes, /{actor}/special/… and the short form /special/…:
// groups show the loader's first 50 items; load-more fetches the group's next batch of 50 from the
// browser (spec §9).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isApiError, MSG_NETWORK_ERROR, swrKey, usePagedList, useShareApi } from '@share/api-client';
import {
  cardOf,
  ContentCard,
  FixedRatioImage,
  LoadMoreButton,
  PreviewCountdownBanner,
  PreviewWatermark,
  TOP_BAR_HEIGHT,
  useToast,
  type CardItem,
} from '@share/ui';
import { useDetailStatistics } from '@share/tracking';
import type { SpecialDetailData } from './detail-data';
import { DetailHeader } from './detail-header';
import { DetailLayout } from './detail-layout';
import { readingBody } from './reading-body';
import { COLLAPSE_GROUP, EXPAND_GROUP, SPECIAL_SECTIONS_LABEL } from './messages';
import { ShareImage } from './share-image';
import { absoluteUrl, fullImageOf } from './share-meta';
import {
  batchesHaveMore,
  batchQuery,
  groupHasMore,
  initialGroupState,
  SPECIAL_BATCH_SIZE,
  type SpecialBatch,
  type SpecialGroup,
  type SpecialGroupState as GroupState,
} from './special-groups';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  a {
    flex: none;
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  /* A chip's jump stops right below the page's top bar (the sticky open-app banner, if any), not under it. */
  scroll-margin-top: ${TOP_BAR_HEIGHT};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs}`};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  header button {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

export type SpecialGroupState = GroupState<CardItem>;

/** The route's screen name: the long form's SpecialDetail, the short form's Special (spec §2). */
export type SpecialScreen = 'SpecialDetail' | 'Special';

export interface SpecialViewProps {
  /** The loader's data of the special: groups, sections, banner. */
  data: SpecialDetailData;
  /** SpecialDetail unless the short form shows the page. */
  screen?: SpecialScreen;
  /** Per group id: collapsed (starts false), the items shown, the total and a batch in flight; a
   * group missing here shows the loader's first page. */
  state: Record<string, SpecialGroupState>;
  onToggle?: (groupId: string) => void;
  /** Load the group's next batch of 50. */
  onMore?: (groupId: string) => void;
  /** Renders a group in place of the view's own (the container's paged groups). */
  renderGroup?: (group: SpecialGroup<CardItem>, now: number) => ReactNode;
}

function GroupBlock({
  group,
  state,
  hasMore,
  now,
  onToggle,
  onMore,
}: {
  group: SpecialGroup<CardItem>;
  state: SpecialGroupState;
  /** Load-more shows (see groupHasMore and batchesHaveMore). */
  hasMore: boolean;
  now: number;
  onToggle?: () => void;
  onMore?: () => void;
}) {
  return (
    <Group id={`group-${group.group_id}`} data-testid="special-group" data-collapsed={state.collapsed}>
      <header>
        <h2>{group.name}</h2>
        <button type="button" aria-expanded={!state.collapsed} onClick={onToggle}>
          {state.collapsed ? EXPAND_GROUP : COLLAPSE_GROUP}
        </button>
      </header>
      {state.collapsed ? null : (
        <>
          {state.items.map(({ id, ...card }) => (
            <ContentCard key={id} {...card} exposureId={id} now={now} />
          ))}
          {hasMore ? <LoadMoreButton hasMore loading={state.loading} onLoadMore={() => onMore?.()} /> : null}
        </>
      )}
    </Group>
  );
}

/** Props-only view of a special topic: banner, header, section navigation, groups. */
export function SpecialView({
  data,
  screen = 'SpecialDetail',
  state,
  onToggle,
  onMore,
  renderGroup,
}: SpecialViewProps) {
  const { special, now, preview } = data;
  const banner = data.banner || fullImageOf(special);
  return (
    <DetailLayout
      pageType="special"
      screen={screen}
      lead={
        <>
          <ShareImage src={absoluteUrl(data.origin, banner)} alt={special.title} />
          {preview ? <PreviewWatermark /> : null}
        </>
      }
      header={
        <>
          {preview ? (
            <PreviewCountdownBanner expiresAt={special.expired_at ? special.expired_at * 1000 : null} startedAt={now} />
          ) : null}
          <FixedRatioImage src={banner} alt={special.title} ratio={750 / 300} radius="0" loading="eager" />
          <DetailHeader
            title={special.title}
            contentType={special.content_type}
            sourceAlias={special.source_alias}
            publishAt={special.publish_at}
            viewCount={special.view_count}
            likeCount={special.like_count}
            collectCount={special.collect_count}
            now={now}
            stats={!preview}
          />
        </>
      }
      body={
        <>
          {data.sections.length > 0 ? (
            <Nav aria-label={SPECIAL_SECTIONS_LABEL}>
              {data.sections.map((section) => (
                <a key={`${section.group_id}-${section.name}`} href={`#group-${section.group_id}`}>
                  {section.name}
                </a>
              ))}
            </Nav>
          ) : null}
          {data.groups.map((group) =>
            renderGroup ? (
              renderGroup(group, now)
            ) : (
              <GroupBlock
                key={group.group_id}
                group={group}
                state={state[group.group_id] ?? initialGroupState(group)}
                hasMore={groupHasMore(state[group.group_id] ?? initialGroupState(group))}
                now={now}
                onToggle={() => onToggle?.(group.group_id)}
                onMore={() => onMore?.(group.group_id)}
              />
            ),
          )}
        </>
      }
    />
  );
}

/**
 * Container of the special topic page: collapse per group, and each group's next batch fetched
 * through the api-client. A failed batch keeps what is shown, says why in a toast and leaves
 * load-more in place for a retry. Statistics as on every detail page (none in previews).
 */
export function SpecialPage(props: {
  /** The loader's data of the special: groups, sections, banner. */ data: SpecialDetailData;
  /** The screen of the special (its groups, or one group). */ screen?: SpecialScreen;
}) {
  // Another special (a client-side navigation) starts with its own groups and batches.
  return <SpecialPageState key={props.data.special.post_id} {...props} />;
}

function SpecialPageState({ data, screen }: { data: SpecialDetailData; screen?: SpecialScreen }) {
  const toast = useToast();
  useDetailStatistics({
    postId: data.special.post_id,
    preview: data.preview,
    body: readingBody,
    extras: {
      content_type: data.special.content_type,
      track_id: data.special.track_id,
    },
    alert: toast.show,
  });
  const postId = data.special.post_id;
  const renderGroup = useCallback(
    (group: SpecialGroup<CardItem>, now: number) => (
      <PagedGroup key={group.group_id} postId={postId} group={group} now={now} onFailure={toast.show} />
    ),
    [postId, toast.show],
  );
  return <SpecialView data={data} screen={screen} state={{}} renderGroup={renderGroup} />;
}

const batchItems = (batch: SpecialBatch<CardItem>) => batch.content_list;
const itemId = (item: CardItem) => item.id;

/** One group: collapse, and its next batches through the one paging hook (one request at a time). */
function PagedGroup({
  postId,
  group,
  now,
  onFailure,
}: {
  postId: string;
  group: SpecialGroup<CardItem>;
  now: number;
  onFailure: (message: string) => void;
}) {
  const api = useShareApi();
  const [collapsed, setCollapsed] = useState(group.collapse);
  const fetchPage = useCallback(
    async (page: number): Promise<SpecialBatch<CardItem>> => {
      const answer = await api.endpoints.special({
        params: { id: postId },
        query: batchQuery(group.group_id, page),
      });
      const batch = answer.groups.find((g) => g.group_id === group.group_id);
      // Later batches become cards as the loader's first page did.
      return {
        content_list: (batch?.content_list ?? []).map(cardOf),
        total: batch?.total ?? 0,
      };
    },
    [api, postId, group.group_id],
  );
  const paged = usePagedList<SpecialBatch<CardItem>, CardItem>({
    key: `${swrKey('special', { params: { id: postId }, query: { group_id: group.group_id, size: SPECIAL_BATCH_SIZE } })}`,
    first: group,
    fetchPage,
    itemsOf: batchItems,
    idOf: itemId,
    hasMore: batchesHaveMore,
  });
  // A failed batch keeps what is shown, says why, and leaves load-more in place for a retry.
  useEffect(() => {
    if (paged.failed) onFailure(isApiError(paged.error) ? paged.error.message : MSG_NETWORK_ERROR);
  }, [paged.failed, paged.error, onFailure]);
  const state: SpecialGroupState = {
    collapsed,
    items: paged.items,
    total: paged.last?.total ?? group.total,
    loading: paged.loading,
  };
  return (
    <GroupBlock
      group={group}
      state={state}
      hasMore={paged.hasMore}
      now={now}
      onToggle={() => setCollapsed((c) => !c)}
      onMore={paged.loadMore}
    />
  );
}
