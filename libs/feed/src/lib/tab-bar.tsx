import { BottomNavigationBar, type BottomNavigationConfig } from '@share/ui';
import { navItemHref, navItemOfPage } from './feed-data';

export interface TabBarProps {
  /** The bottom navigation of the app info, if any. */
  navigation: BottomNavigationConfig | null | undefined;
  /** The page's path inside the base path, and its query. */
  pathname: string;
  /** The page's query string, kept in the tabs' links. */
  search: string;
}

/**
 * The bottom bar on the pages a bar item leads to other than the home (a content module such as 本地,
 * 我的's /auth), with that item selected: a visitor who tapped it keeps the bar to go back. The home
 * view draws its own bar (its item follows the selected group); any other page has none.
 */
export function TabBar({ navigation, pathname, search }: TabBarProps) {
  if (!navigation || pathname === '/') return null;
  const item = navItemOfPage(navigation.navigationItems, pathname, search);
  return item ? <BottomNavigationBar config={navigation} activeId={item.id} getHref={navItemHref} /> : null;
}
