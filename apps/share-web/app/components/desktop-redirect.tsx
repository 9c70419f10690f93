import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DESKTOP_MIN_WIDTH, PC_PAGE_PATH, pcPageAddress } from '../lib/desktop';

/**
 * Client half of the desktop redirect (spec §2): a wide (≥ 1000 px) or landscape window that is not
 * inside a frame goes to the desktop page. The server already redirected desktop user agents.
 */
export function DesktopRedirect() {
  const location = useLocation();
  useEffect(() => {
    if (window.self !== window.top || window.location.pathname.startsWith(PC_PAGE_PATH)) return;
    const wide = window.innerWidth >= DESKTOP_MIN_WIDTH;
    const landscape = window.matchMedia?.('(orientation: landscape)').matches ?? false;
    if (wide || landscape) window.location.replace(pcPageAddress(window.location.href));
  }, [location.pathname]);
  return null;
}
