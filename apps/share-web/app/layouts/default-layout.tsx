import { Outlet, useParams } from 'react-router';
import { FRAME_QUERY, SiteFrame } from '@share/shell';
import { isPreviewActor } from '../lib/route-rules';

/** The frame reads the preview flag (no banner). */
export const handle = FRAME_QUERY;

/** The default layout of spec §2. */
export default function Layout() {
  return (
    <SiteFrame layout="default" preview={isPreviewActor(useParams().actor)}>
      <Outlet />
    </SiteFrame>
  );
}
