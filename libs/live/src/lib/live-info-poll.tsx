// The room's counters and status from /live/info, through SWR (useEndpoint): every
// LIVE_INFO_POLL_MS, also while the page is hidden, and at once when the room asks (the countdown
// ended, or the page came from a cache). A chunk of its own, which the room renders once the page
// is idle: SWR is no part of the room's first load, whose counters are the server's until the
// first answer.
import { useEffect } from 'react';
import { useEndpoint } from '@share/api-client';
import { LIVE_INFO_POLL_MS } from './constants';
import type { LiveCounters } from './live-status';

export interface LiveInfoPollProps {
  liveId: string;
  /** Ask at once, not only after the first interval. */
  revalidateOnMount: boolean;
  onInfo: (info: LiveCounters) => void;
  /** Receives the poll's "ask now". */
  onRefresh: (refresh: () => void) => void;
}

export function LiveInfoPoll({ liveId, revalidateOnMount, onInfo, onRefresh }: LiveInfoPollProps) {
  const info = useEndpoint(
    'liveInfo',
    { params: { id: liveId } },
    {
      refreshInterval: LIVE_INFO_POLL_MS,
      refreshWhenHidden: true,
      revalidateOnMount,
      onError: (error) => console.warn('[live] info failed', error),
    },
  );
  const { data, mutate } = info;
  useEffect(() => {
    if (data) onInfo(data);
  }, [data, onInfo]);
  useEffect(() => onRefresh(() => void mutate()), [mutate, onRefresh]);
  return null;
}
