import { Outlet } from 'react-router';
import { SiteFrame } from '../components/site-frame';

/** The dejin layout of spec §2. */
export default function Layout() {
  return (
    <SiteFrame layout="dejin">
      <Outlet />
    </SiteFrame>
  );
}
