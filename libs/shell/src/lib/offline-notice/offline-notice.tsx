import { useEffect, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { isOffline, watchConnection } from '@share/util-connection';
import { topBarOnScreen } from '../site-frame/top-bar-on-screen';

/** Shown while the browser is offline (spec §4 tracks online/offline; the wording is ours). */
export const OFFLINE_NOTICE = '网络已断开，恢复后将自动重试';

// Under the page's top bar (the open-app banner, the mini program's router control), not on it: at
// the top it covered the banner's buttons. With no bar (the platform's own app) it is at the top.
// Outside a site frame (an error screen, whose 5xx banner is in the page's flow) it stays under
// where a banner would be.
const Notice = styled.p<{ $topBar: string | null }>`
  position: fixed;
  top: calc(${({ $topBar, theme }) => $topBar ?? theme.sizes.header} + ${({ theme }) => theme.space.sm});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  pointer-events: none;
`;

/**
 * A quiet notice at the top while the connection is lost; it goes when the connection returns, and
 * what failed meanwhile (load-more, comment pages) is retried by its owner (retryWhenOnline).
 */
export function OfflineNotice() {
  const [offline, setOffline] = useState(false);
  const [topBar, setTopBar] = useState<string | null>(null);
  useEffect(() => {
    setOffline(isOffline());
    return watchConnection((online) => setOffline(!online));
  }, []);
  // Read when the notice appears, before it is painted: the page's bar then.
  useLayoutEffect(() => {
    if (offline) setTopBar(topBarOnScreen());
  }, [offline]);
  return offline ? (
    <Notice role="status" data-testid="offline-notice" $topBar={topBar}>
      {OFFLINE_NOTICE}
    </Notice>
  ) : null;
}
