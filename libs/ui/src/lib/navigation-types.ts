/** Shapes of the site config's bottomNavigationBar (spec §3), as the navigation pieces read them. */

export interface NavigationGroup {
  id: string | number;
  title: string;
}

export interface NavigationIcons {
  /** Icon URL when the item is selected. */
  selected?: string | null;
  /** Icon URL otherwise. */
  unselected?: string | null;
}

export interface NavigationItem {
  id: string | number;
  title: string;
  binding?: string | null;
  category?: string | null;
  isHome?: boolean;
  groups?: NavigationGroup[] | null;
  icons?: NavigationIcons | null;
  /** The content module a `content_model` item opens (its public id). */
  contentModelId?: string | null;
}

export interface BottomNavigationConfig {
  navigationItems: NavigationItem[];
  selectedLabelColor?: string | null;
  unselectedLabelColor?: string | null;
}
