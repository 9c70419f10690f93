// The special-topic page (spec §4) of both routes, /{actor}/special/… and the short form /special/…:
// groups show the loader's first 50 items; load-more fetches the group's next batch of 50 from the
// browser (spec §9).
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError, MSG_NETWORK_ERROR, useShareApi } from '@share/api-client';
import { ContentCard, FixedRatioImage, LoadMoreButton, PreviewCountdownBanner, PreviewWatermark, useToast } from '@share/ui';
import { useDetailStatistics } from '@share/tracking';
import type { DocSummary } from '@share/contract';
import { cardOf } from './detail-blocks-views';
import type { SpecialDetailData } from './detail-data';
import { DetailHeader } from './detail-header';
import { DetailLayout } from './detail-layout';
import { readingBody } from './reading-body';
import { COLLAPSE_GROUP, EXPAND_GROUP } from './messages';
import { ShareImage } from './share-image';
import { absoluteUrl, coverOf } from './share-meta';
import {
  groupHasMore,
  initialGroupState,
  nextBatchQuery,
  withBatch,
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

export type SpecialGroupState = GroupState<DocSummary>;

/** The route's screen name: the long form's SpecialDetail, the short form's Special (spec §2). */
export type SpecialScreen = 'SpecialDetail' | 'Special';

export interface SpecialViewProps {
  data: SpecialDetailData;
  /** SpecialDetail unless the short form shows the page. */
  screen?: SpecialScreen;
  /** Per group id: collapsed (starts false), the items shown, the total and a batch in flight; a
   * group missing here shows the loader's first page. */
  state: Record<string, SpecialGroupState>;
  onToggle?: (groupId: string) => void;
  /** Load the group's next batch of 50. */
  onMore?: (groupId: string) => void;
}

function GroupBlock({ group, state, now, onToggle, onMore }: { group: SpecialGroup<DocSummary>; state: SpecialGroupState; now: number; onToggle?: () => void; onMore?: () => void }) {
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
          {state.items.map((item) => {
            const { id, ...card } = cardOf(item);
            return <ContentCard key={id} {...card} now={now} />;
          })}
          {groupHasMore(state) ? <LoadMoreButton hasMore loading={state.loading} onLoadMore={() => onMore?.()} /> : null}
        </>
      )}
    </Group>
  );
}

/** Props-only view of a special topic: banner, header, section navigation, groups. */
export function SpecialView({ data, screen = 'SpecialDetail', state, onToggle, onMore }: SpecialViewProps) {
  const { special, now, preview } = data;
  const banner = data.banner || coverOf(special);
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
          {preview ? <PreviewCountdownBanner expiresAt={special.expired_at ? special.expired_at * 1000 : null} startedAt={now} /> : null}
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
            <Nav aria-label="sections">
              {data.sections.map((section) => (
                <a key={`${section.group_id}-${section.name}`} href={`#group-${section.group_id}`}>
                  {section.name}
                </a>
              ))}
            </Nav>
          ) : null}
          {data.groups.map((group) => (
            <GroupBlock
              key={group.group_id}
              group={group}
              state={state[group.group_id] ?? initialGroupState(group)}
              now={now}
              onToggle={() => onToggle?.(group.group_id)}
              onMore={() => onMore?.(group.group_id)}
            />
          ))}
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
export function SpecialPage(props: { data: SpecialDetailData; screen?: SpecialScreen }) {
  // Another special (a client-side navigation) starts with its own groups and batches.
  return <SpecialPageState key={props.data.special.post_id} {...props} />;
}

function SpecialPageState({ data, screen }: { data: SpecialDetailData; screen?: SpecialScreen }) {
  const api = useShareApi();
  const toast = useToast();
  useDetailStatistics({
    postId: data.special.post_id,
    preview: data.preview,
    body: readingBody,
    extras: { content_type: data.special.content_type, track_id: data.special.track_id },
    alert: toast.show,
  });
  const [state, setState] = useState<Record<string, SpecialGroupState>>(() =>
    Object.fromEntries(data.groups.map((group) => [group.group_id, initialGroupState(group)])),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  // One request per group at a time, even for taps faster than a render.
  const running = useRef(new Set<string>());

  const update = useCallback(
    (id: string, change: (s: SpecialGroupState) => SpecialGroupState) =>
      setState((current) => {
        const group = current[id];
        return group ? { ...current, [id]: change(group) } : current;
      }),
    [],
  );

  const onMore = useCallback(
    (id: string) => {
      const group = stateRef.current[id];
      if (!group || running.current.has(id) || !groupHasMore(group)) return;
      running.current.add(id);
      const query = nextBatchQuery(id, group);
      update(id, (s) => ({ ...s, loading: true }));
      api.endpoints
        .special({ params: { id: data.special.post_id }, query })
        .then((answer) => {
          const batch = answer.groups.find((g) => g.group_id === id);
          update(id, (s) => withBatch(s, query.page, batch?.content_list ?? [], batch?.total ?? 0));
        })
        .catch((error: unknown) => {
          update(id, (s) => ({ ...s, loading: false }));
          toast.show(isApiError(error) ? error.message : MSG_NETWORK_ERROR);
        })
        .finally(() => running.current.delete(id));
    },
    [api, data.special.post_id, toast, update],
  );

  return (
    <SpecialView
      data={data}
      screen={screen}
      state={state}
      onToggle={(id) => update(id, (s) => ({ ...s, collapsed: !s.collapsed }))}
      onMore={onMore}
    />
  );
}
