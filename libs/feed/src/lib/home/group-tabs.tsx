import styled from 'styled-components';
import { groupHref, type FeedGroup } from '../feed-data';
import { GROUP_TABS_LABEL } from '../messages';

const Bar = styled.nav`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.divider};
`;

const Scroller = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.a<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  height: 44px;
  white-space: nowrap;
  font-size: ${({ $active }) => ($active ? '18px' : '16px')};
  font-weight: ${({ $active, theme }) => ($active ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.textSecondary)};
  &::after {
    content: '';
    display: ${({ $active }) => ($active ? 'block' : 'none')};
    position: absolute;
    left: 50%;
    bottom: 5px;
    width: 18px;
    height: 3px;
    margin-left: -9px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** The home's one tab panel (the feed of the selected group), which every tab controls. */
export const GROUP_PANEL_ID = 'group-panel';
/** The id of a group's tab, which labels the panel while it is selected. */
export const groupTabId = (groupId: string) => `group-tab-${groupId}`;

export interface GroupTabsProps {
  groups: FeedGroup[];
  activeId?: string | null;
}

/** The home's channel tabs; each is a link to /?group={id}, so they work before the script loads. */
export function GroupTabs({ groups, activeId }: GroupTabsProps) {
  if (groups.length === 0) return null;
  return (
    <Bar aria-label={GROUP_TABS_LABEL}>
      <Scroller role="tablist">
        {groups.map((group) => {
          const active = group.id === activeId;
          return (
            <li key={group.id} role="presentation">
              <Tab
                id={groupTabId(group.id)}
                role="tab"
                aria-selected={active}
                aria-controls={GROUP_PANEL_ID}
                href={groupHref(group.id)}
                $active={active}
                data-group={group.id}
              >
                {group.name}
              </Tab>
            </li>
          );
        })}
      </Scroller>
    </Bar>
  );
}
