import { Outlet } from 'react-router';
import { SiteFrame } from '../components/site-frame';

/** The listPage layout of spec §2. */
export default function Layout() {
  return (
    <SiteFrame layout="listPage">
      <Outlet />
    </SiteFrame>
  );
}
