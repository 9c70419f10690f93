import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { detectEnvironment } from '@share/open-app';
import { PC_PAGE_PATH, pcPageAddress, wantsDesktopPage } from './desktop-rules';

/**
 * Client half of the desktop redirect (spec §2): a wide (≥ 1000 px) window, or a landscape one on a
 * device that is not a phone (no phone user agent, no touch), goes to the desktop page unless it is
 * inside a frame. The server already redirected desktop user agents.
 */
export function DesktopRedirect() {
  const location = useLocation();
  useEffect(() => {
    const check = () => {
      if (window.self !== window.top || window.location.pathname.startsWith(PC_PAGE_PATH)) return;
      const shape = {
        width: window.innerWidth,
        landscape: window.matchMedia?.('(orientation: landscape)').matches ?? false,
        phone: detectEnvironment(navigator.userAgent).isMobile || navigator.maxTouchPoints > 0,
      };
      if (wantsDesktopPage(shape)) window.location.replace(pcPageAddress(window.location.href));
    };
    // Read after the next frame has laid the page out: read in hydration's commit, the window's size
    // forced a layout of the whole page (whose styles had just changed) inside that task, about 5 ms
    // of CPU of the longest tasks after the first paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(check, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [location.pathname]);
  return null;
}
