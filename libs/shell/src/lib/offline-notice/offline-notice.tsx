import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isOffline, watchConnection } from '@share/util-connection';

/** Shown while the browser is offline (spec §4 tracks online/offline; the wording is ours). */
export const OFFLINE_NOTICE = '网络已断开，恢复后将自动重试';

// Under the header's band (theme.sizes.header), not on it: at the top it covered the banner's buttons.
const Notice = styled.p`
  position: fixed;
  top: calc(${({ theme }) => theme.sizes.header} + ${({ theme }) => theme.space.sm});
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
  useEffect(() => {
    setOffline(isOffline());
    return watchConnection((online) => setOffline(!online));
  }, []);
  return offline ? (
    <Notice role="status" data-testid="offline-notice">
      {OFFLINE_NOTICE}
    </Notice>
  ) : null;
}
