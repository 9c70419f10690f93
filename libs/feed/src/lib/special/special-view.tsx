import styled from 'styled-components';
import { Block, FeedCards, ScreenRoot, SectionTitle, StatusBlock } from '../feed-blocks';
import { coverOf, type FeedItem, type LoadStatus, type SpecialGroup, type SpecialSection } from '../feed-data';
import { ListHeader } from '../list/list-header';
import { SPECIAL_DEFAULT_TITLE, SPECIAL_OPEN_APP, SPECIAL_OPEN_PC } from '../messages';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  a {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    height: 40px;
    border-radius: 20px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  a:first-child {
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Chips = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  a {
    flex: none;
    padding: 6px 14px;
    border-radius: 16px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

interface SpTopicPayload {
  enable_app?: boolean;
  app_url?: string;
  enable_pc?: boolean;
  pc_url?: string;
}

const isWebUrl = (url: unknown): url is string => typeof url === 'string' && /^(https?:\/\/|\/)/.test(url);

export interface SpecialViewProps {
  status: LoadStatus;
  item: FeedItem | null;
  groups: SpecialGroup[];
  sections: SpecialSection[];
  now?: number;
}

/** Special, short form (spec §2 /special/{id?}/{index}): the topic's head, its links and its groups. */
export function SpecialView({ status, item, groups, sections, now }: SpecialViewProps) {
  const payload = (item?.content_type === 'sp_topic' ? item.payload : {}) as SpTopicPayload;
  const appUrl = payload.enable_app && isWebUrl(payload.app_url) ? payload.app_url : null;
  const pcUrl = payload.enable_pc && isWebUrl(payload.pc_url) ? payload.pc_url : null;
  return (
    <ScreenRoot name="Special" status={status}>
      {item ? (
        <>
          <ListHeader
            title={item.title || SPECIAL_DEFAULT_TITLE}
            description={item.summary}
            cover={coverOf(item)}
            publishedAt={item.publish_at}
            now={now}
          />
          {appUrl || pcUrl ? (
            <Actions>
              {appUrl ? <a href={appUrl}>{SPECIAL_OPEN_APP}</a> : null}
              {pcUrl ? <a href={pcUrl}>{SPECIAL_OPEN_PC}</a> : null}
            </Actions>
          ) : null}
        </>
      ) : null}
      {sections.length > 1 ? (
        <Chips>
          {sections.map((section) => (
            <a key={section.key} href={`#special-${section.group_id}`}>
              {section.name}
            </a>
          ))}
        </Chips>
      ) : null}
      {groups.map((group) => (
        <Block as="section" key={group.group_id} id={`special-${group.group_id}`} aria-label={group.name}>
          <SectionTitle>{group.name}</SectionTitle>
          <FeedCards items={group.content_list} now={now} />
        </Block>
      ))}
      {!item ? <StatusBlock status={status === 'error' ? 'error' : 'empty'} /> : null}
    </ScreenRoot>
  );
}
