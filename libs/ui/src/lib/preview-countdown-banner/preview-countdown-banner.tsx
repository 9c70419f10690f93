import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatClock } from '@share/util-format';
import { PREVIEW_DEFAULT_VALIDITY_MS } from '../constants';
import { ClockIcon } from '../icons';
import { PREVIEW_COUNTDOWN_PREFIX, PREVIEW_COUNTDOWN_SUFFIX, PREVIEW_EXPIRED } from '../messages';

export interface PreviewCountdownBannerProps {
  /** expired_at of the preview in epoch ms; without it the preview lasts 30 minutes from startedAt. */
  expiresAt?: number | null;
  /** When the page was rendered (epoch ms); pass the server's time so both renders agree. */
  startedAt: number;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
}

const Bar = styled.div<{ $expired: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ $expired, theme }) => ($expired ? theme.colors.muted : theme.colors.primary)};
  strong {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** MM:SS of a remaining time, or H:MM:SS from one hour on: the media clock, a started second counted whole. */
export function formatCountdown(remainingMs: number): string {
  return formatClock(Math.ceil(remainingMs / 1000));
}

/** Preview countdown banner (spec §2, §4): shown instead of the header in a temporary preview. */
export function PreviewCountdownBanner({ expiresAt, startedAt, onExpire }: PreviewCountdownBannerProps) {
  const deadline = expiresAt ?? startedAt + PREVIEW_DEFAULT_VALIDITY_MS;
  const [now, setNow] = useState(startedAt);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = deadline - now;
  const expired = remaining <= 0;

  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);

  return (
    <Bar role="timer" aria-live="off" $expired={expired}>
      <ClockIcon size={16} />
      {expired ? (
        <span>{PREVIEW_EXPIRED}</span>
      ) : (
        <span>
          {PREVIEW_COUNTDOWN_PREFIX} <strong>{formatCountdown(remaining)}</strong> {PREVIEW_COUNTDOWN_SUFFIX}
        </span>
      )}
    </Bar>
  );
}
