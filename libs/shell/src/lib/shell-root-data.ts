// What the shell reads of the root route's data. The app's root loader returns at least this (its
// loader's return `satisfies ShellRootData`), so the shell never imports the app to learn its type.
import { useRouteLoaderData } from 'react-router';
import type { BannerConfig, BottomNavigationConfig } from '@share/ui';

/** The id React Router gives the root route (app/root.tsx). */
const ROOT_ROUTE_ID = 'root';

export interface ShellRootData {
  isMiniProgram: boolean;
  isOwnClient: boolean;
  isWeChat: boolean;
  /** The site configuration as the pages show it (spec §3). */
  site: { banner: BannerConfig | null; navigation: BottomNavigationConfig | null; downloadUrl: string | null };
  /** The WeChat JS-SDK script's address. */
  services: { wxSdkUrl: string };
}

/** The root loader's data from any component (undefined while an error page renders without it). */
export function useShellRootData(): ShellRootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as ShellRootData | undefined;
}
