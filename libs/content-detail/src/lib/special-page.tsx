import { useState } from 'react';
import styled from 'styled-components';
import { ContentCard, FixedRatioImage, LoadMoreButton, PreviewCountdownBanner, PreviewWatermark } from '@share/ui';
import type { DocSummary } from '@share/contract';
import { cardOf } from './detail-blocks-views';
import type { SpecialDetailData } from './detail-data';
import { DetailHeader } from './detail-header';
import { DetailLayout } from './detail-layout';
import { COLLAPSE_GROUP, EXPAND_GROUP } from './messages';
import { ShareImage } from './share-image';
import { absoluteUrl, coverOf } from './share-meta';
import { visibleBatch, type SpecialGroup } from './special-groups';
import { DetailThemeScope } from './theme-scope';

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

export interface SpecialGroupState {
  collapsed: boolean;
  batches: number;
}

export interface SpecialViewProps {
  data: SpecialDetailData;
  /** Per group id: collapsed (starts false) and batches of 50 shown. */
  state: Record<string, SpecialGroupState>;
  onToggle?: (groupId: string) => void;
  onMore?: (groupId: string) => void;
}

function GroupBlock({ group, state, now, onToggle, onMore }: { group: SpecialGroup<DocSummary>; state: SpecialGroupState; now: number; onToggle?: () => void; onMore?: () => void }) {
  const items = visibleBatch(group.content_list, state.batches);
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
          {items.map((item) => {
            const { id, ...card } = cardOf(item);
            return <ContentCard key={id} {...card} now={now} />;
          })}
          {items.length < group.content_list.length ? <LoadMoreButton hasMore onLoadMore={() => onMore?.()} /> : null}
        </>
      )}
    </Group>
  );
}

/** Props-only view of a special topic: banner, header, section navigation, groups. */
export function SpecialView({ data, state, onToggle, onMore }: SpecialViewProps) {
  const { special, now, preview } = data;
  const banner = data.banner || coverOf(special);
  return (
    <DetailLayout
      pageType="special"
      screen="SpecialDetail"
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
              state={state[group.group_id] ?? { collapsed: group.collapse, batches: 1 }}
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

/** Container of the special topic page: collapse and batch state per group. */
export function SpecialPage({ data }: { data: SpecialDetailData }) {
  const [state, setState] = useState<Record<string, SpecialGroupState>>(() =>
    Object.fromEntries(data.groups.map((group) => [group.group_id, { collapsed: group.collapse, batches: 1 }])),
  );
  const update = (id: string, change: (s: SpecialGroupState) => SpecialGroupState) =>
    setState((current) => ({ ...current, [id]: change(current[id] ?? { collapsed: false, batches: 1 }) }));
  return (
    <DetailThemeScope>
      <SpecialView
        data={data}
        state={state}
        onToggle={(id) => update(id, (s) => ({ ...s, collapsed: !s.collapsed }))}
        onMore={(id) => update(id, (s) => ({ ...s, batches: s.batches + 1 }))}
      />
    </DetailThemeScope>
  );
}
