import { Outlet } from 'react-router';
import { FRAME_QUERY, SiteFrame } from '../components/site-frame';

/** The frame reads the preview flag (no banner). */
export const handle = FRAME_QUERY;

/** The listPage layout of spec §2. */
export default function Layout() {
  return (
    <SiteFrame layout="listPage">
      <Outlet />
    </SiteFrame>
  );
}
