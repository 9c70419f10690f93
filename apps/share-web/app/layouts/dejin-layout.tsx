import { Outlet, useLocation, useParams } from 'react-router';
import { FRAME_QUERY, SiteFrame } from '@share/shell';
import { isPreviewActor } from '../lib/route-rules';

/** The frame reads the preview flag (no banner). */
export const handle = FRAME_QUERY;

/**
 * The dejin layout of spec §2. Its detail page (/dejin/detail/…) keeps its comment bar at the foot of
 * the screen: the floating button sits above it.
 */
export default function Layout() {
  const footBar = useLocation().pathname.split('/')[2] === 'detail';
  return (
    <SiteFrame layout="dejin" preview={isPreviewActor(useParams().actor)} footBar={footBar}>
      <Outlet />
    </SiteFrame>
  );
}
