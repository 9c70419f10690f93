import { useId, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, GridIcon } from '../icons';
import { NAV_PANEL_CLOSE, NAV_PANEL_MORE, NAV_PANEL_OPEN, NAV_PANEL_TITLE } from '../messages';
import type { NavigationGroup, NavigationItem } from '../navigation-types';
import { BottomSheet } from '../overlay/bottom-sheet';
import { FAB_OFFSET, FAB_OFFSET_LIFTED, FAB_SIZE } from './floating-button-size';
import { navItemOfGroup } from './navigation-item-of-group';

export interface FloatingNavigationPanelProps {
  /** bottomNavigationBar.navigationItems; each item's groups are listed under its title. */
  items: NavigationItem[];
  /** The group shown now: marked once, under the item it belongs to (专题 under 专题, not under 首页 too). */
  activeGroupId?: string | number | null;
  /** Controlled open state; leave undefined to let the panel keep its own. */
  open?: boolean;
  /** The panel starts open. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** A group's link (its address); the items are buttons without it. */
  getGroupHref?: (group: NavigationGroup, item: NavigationItem) => string;
  /** Called when a group is chosen. */
  onSelectGroup?: (group: NavigationGroup, item: NavigationItem) => void;
  /** Lift the floating button above a bottom bar. */
  aboveBottomBar?: boolean;
  /**
   * Show the floating button (default true). A page whose banner has its own navigation control
   * opens the panel from there and leaves the button out, so it covers no content.
   */
  showButton?: boolean;
  /** Pages reached from the panel only (搜索, 热榜), listed under 更多 after the channels. */
  links?: readonly NavigationLink[];
}

export interface NavigationLink {
  label: string;
  href: string;
}

const Fab = styled.button<{ $lift: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ $lift }) => ($lift ? FAB_OFFSET_LIFTED : FAB_OFFSET)}px + ${({ theme }) => theme.safeAreaBottom});
  z-index: ${({ theme }) => theme.zIndices.floating};
  width: ${FAB_SIZE}px;
  height: ${FAB_SIZE}px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.float};
`;

const Sheet = styled(BottomSheet)`
  max-height: 75vh;
`;

const SheetHead = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 52px;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  button {
    display: flex;
    padding: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Chip = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : theme.colors.background)};
  font-weight: ${({ $active, theme }) => ($active ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

/** Floating navigation panel (spec §2, §4): a button that opens a sheet listing the groups. */
export function FloatingNavigationPanel({
  items,
  activeGroupId,
  open,
  defaultOpen = false,
  onOpenChange,
  getGroupHref,
  onSelectGroup,
  aboveBottomBar = false,
  showButton = true,
  links = [],
}: FloatingNavigationPanelProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const sections = items.filter((item) => (item.groups?.length ?? 0) > 0);
  const activeItem = navItemOfGroup(sections, activeGroupId);
  const titleId = useId();

  return (
    <>
      {/* The button stays while the sheet is open (under the mask), so focus can return to it. */}
      {showButton ? (
        <Fab
          type="button"
          $lift={aboveBottomBar}
          aria-label={NAV_PANEL_OPEN}
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
        >
          <GridIcon size={22} />
        </Fab>
      ) : null}
      <Sheet open={isOpen} onClose={() => setOpen(false)} labelledBy={titleId} maskTestId="navigation-mask">
        <SheetHead>
          <h2 id={titleId}>{NAV_PANEL_TITLE}</h2>
          <button type="button" aria-label={NAV_PANEL_CLOSE} onClick={() => setOpen(false)}>
            <CloseIcon size={22} />
          </button>
        </SheetHead>
        {sections.map((item) => (
          <Section key={item.id} aria-label={item.title}>
            {/* One channel named as its item (本地 › 本地): its chip says it, no heading repeats it. */}
            {item.groups?.length === 1 && item.groups[0].title === item.title ? null : <h3>{item.title}</h3>}
            <ul>
              {(item.groups ?? []).map((group) => {
                const href = getGroupHref?.(group, item);
                const active = item === activeItem && String(group.id) === String(activeGroupId);
                return (
                  <li key={group.id}>
                    <Chip
                      as={href ? 'a' : 'button'}
                      href={href}
                      type={href ? undefined : 'button'}
                      $active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => {
                        onSelectGroup?.(group, item);
                        setOpen(false);
                      }}
                    >
                      {group.title}
                    </Chip>
                  </li>
                );
              })}
            </ul>
          </Section>
        ))}
        {links.length > 0 ? (
          <Section aria-label={NAV_PANEL_MORE}>
            <h3>{NAV_PANEL_MORE}</h3>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Chip href={link.href} $active={false}>
                    {link.label}
                  </Chip>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </Sheet>
    </>
  );
}
