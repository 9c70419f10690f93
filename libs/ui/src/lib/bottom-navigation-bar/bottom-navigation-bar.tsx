import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT } from './bottom-bar-height';
import { GridIcon, HomeIcon } from '../icons';
import { Image } from '../image/image';
import { NAV_BOTTOM_LABEL } from '../messages';
import type { BottomNavigationConfig, NavigationItem } from '../navigation-types';
import { readableShade } from '../readable-colors';
import { colors, isHexColor } from '../theme';

export interface BottomNavigationBarProps {
  /** The bar's items (the app info's bottom navigation). */
  config: BottomNavigationConfig;
  /** The selected item; defaults to the home item. */
  activeId?: string | number | null;
  /** Link of an item, built by the feature (e.g. /?group=…). Without it items are buttons. */
  getHref?: (item: NavigationItem) => string;
  /** An item was tapped. */
  onSelect?: (item: NavigationItem) => void;
}

const BAR_HEIGHT = BOTTOM_BAR_HEIGHT;

const Spacer = styled.div`
  height: calc(${BAR_HEIGHT} + ${({ theme }) => theme.safeAreaBottom});
`;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  display: flex;
  padding-bottom: ${({ theme }) => theme.safeAreaBottom};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.bar};
`;

const Item = styled.a<{ $color: string | null }>`
  flex: 1;
  height: ${BAR_HEIGHT};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  /* 12 px, not the 11 px of badges: on a short page (/auth) the bar's labels are a third of the text, and
     Lighthouse's legible-font audit wants 60 % of it at 12 px or more. */
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;
  color: ${({ $color, theme }) => $color ?? theme.colors.primary};
  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
`;

const ItemLabel = styled.span<{ $active: boolean }>`
  font-weight: ${({ $active, theme }) => ($active ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

// Colours come from the site config; only plain hex colours are let through, darkened where needed
// for labels readable on the bar (4.5:1).
const safeColor = <T extends string | null>(value: string | null | undefined, fallback: T): string | T =>
  isHexColor(value) ? readableShade(value) : fallback;

/** The id of the item shown as selected: the given one, else the home item, else the first. */
export function resolveActiveId(
  items: NavigationItem[],
  activeId?: string | number | null,
): string | number | undefined {
  if (activeId != null && items.some((i) => i.id === activeId)) return activeId;
  return (items.find((i) => i.isHome) ?? items[0])?.id;
}

/** Bottom navigation bar built from bottomNavigationBar (spec §2, §3). */
export function BottomNavigationBar({ config, activeId, getHref, onSelect }: BottomNavigationBarProps) {
  const items = config.navigationItems ?? [];
  if (items.length === 0) return null;
  const current = resolveActiveId(items, activeId);
  return (
    <>
      <Spacer aria-hidden />
      <Bar aria-label={NAV_BOTTOM_LABEL}>
        {items.map((item) => {
          const active = item.id === current;
          const color = active
            ? safeColor(config.selectedLabelColor, null)
            : safeColor(config.unselectedLabelColor, colors.meta);
          const iconUrl = active
            ? (item.icons?.selected ?? item.icons?.unselected)
            : (item.icons?.unselected ?? item.icons?.selected);
          const FallbackIcon = item.isHome ? HomeIcon : GridIcon;
          const href = getHref?.(item);
          return (
            <Item
              key={item.id}
              as={href ? 'a' : 'button'}
              href={href}
              type={href ? undefined : 'button'}
              $color={color}
              aria-current={active ? 'page' : undefined}
              data-home={item.isHome ? 'true' : undefined}
              onClick={() => onSelect?.(item)}
            >
              <Image src={iconUrl} alt="" fallback={<FallbackIcon size={24} />} />
              <ItemLabel $active={active}>{item.title}</ItemLabel>
            </Item>
          );
        })}
      </Bar>
    </>
  );
}
