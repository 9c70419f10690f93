import { Outlet, useLocation, useParams } from 'react-router';
import { navItemOfPage, TabBar } from '@share/feed';
import { FRAME_QUERY, SiteFrame } from '@share/shell';
import { isPreviewActor } from '../lib/route-rules';
import { useRootData } from '../lib/root-data';

/** The frame reads the preview flag (no banner). */
export const handle = FRAME_QUERY;

/**
 * The default layout of spec §2. The pages a bottom-bar item leads to keep the bar (issue 53: after
 * 本地 or 我的 a visitor had only the back button): the home draws it, the others get it here.
 */
export default function Layout() {
  const navigation = useRootData()?.site.navigation;
  const { pathname, search } = useLocation();
  const tabPage = navItemOfPage(navigation?.navigationItems ?? [], pathname, search) !== undefined;
  return (
    <SiteFrame layout="default" preview={isPreviewActor(useParams().actor)} bottomBar={tabPage}>
      <Outlet />
      <TabBar navigation={navigation} pathname={pathname} search={search} />
    </SiteFrame>
  );
}
