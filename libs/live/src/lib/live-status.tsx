// The live room's status and timing: the status line (phase, counts, the room like), the start's
// announcement, the countdown with booking, and the notices.
import { useState } from 'react';
import styled from 'styled-components';
import type { LiveDetail } from '@share/contract';
import { formatCount, toIsoDateTime } from '@share/util-format';
import { countdownParts, formatLiveCountdown, formatStartTime, noticesOf, type LivePhase } from './live-rules';
import { Section } from './live-room-styles';
import {
  BOOK,
  BOOKED,
  COUNTDOWN_DEFAULT_LABEL,
  LIVE_STARTED_ANNOUNCEMENT,
  NOTICES_TITLE,
  ONLINE_LABEL,
  ROOM_LIKE,
  START_TIME_LABEL,
  STATUS_LABELS,
  WATCHED_LABEL,
} from './messages';

export interface LiveCounters {
  status: number;
  online_count: number;
  view_count: number;
  live_count: number;
  like_count: number;
}

export interface LiveBookingProps {
  booked: boolean;
  busy?: boolean;
  onToggle?: () => void;
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
`;

const Badge = styled.span<{ $phase: LivePhase }>`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  /* Dark text on the light orange of an upcoming live (white on it had 1.95:1). */
  color: ${({ theme, $phase }) => ($phase === 'upcoming' ? theme.colors.text : theme.colors.surface)};
  background: ${({ theme, $phase }) => ($phase === 'live' ? theme.colors.primary : $phase === 'upcoming' ? theme.colors.rankBronze : theme.colors.meta)};
`;

const LikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-size: inherit;
`;

const Countdown = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  .label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .ticking {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    /* meta grey had 4.37:1 on the soft tint. */
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Action = styled.button<{ $on?: boolean }>`
  flex: none;
  min-width: 72px;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  background: ${({ theme, $on }) => ($on ? theme.colors.surface : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export function StatusLine({
  phase,
  counters,
  room,
  onLikeRoom,
}: {
  phase: LivePhase;
  counters: LiveCounters;
  room: LiveDetail;
  onLikeRoom?: () => void;
}) {
  return (
    <Meta data-testid="live-status" data-phase={phase}>
      <Badge $phase={phase}>{STATUS_LABELS[phase]}</Badge>
      {room.source ? <span>{room.source}</span> : null}
      {phase === 'live' ? (
        <span>
          {ONLINE_LABEL} {formatCount(counters.online_count)}
        </span>
      ) : null}
      {phase !== 'upcoming' ? (
        <span>
          {WATCHED_LABEL} {formatCount(counters.view_count)}
        </span>
      ) : null}
      {onLikeRoom ? (
        <LikeButton type="button" onClick={onLikeRoom}>
          {ROOM_LIKE} {formatCount(counters.like_count)}
        </LikeButton>
      ) : null}
    </Meta>
  );
}

/** Read out by screen readers, never shown: it only ever holds one sentence, once the room goes live. */
const Announcement = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The room's polite announcement: empty while the countdown ticks, LIVE_STARTED_ANNOUNCEMENT when
 * this page saw the room flip from upcoming to live (a room already live when opened says nothing).
 */
export function LiveAnnouncement({ phase }: { phase: LivePhase }) {
  const [sawUpcoming, setSawUpcoming] = useState(phase === 'upcoming');
  if (phase === 'upcoming' && !sawUpcoming) setSawUpcoming(true);
  return (
    <Announcement role="status" data-testid="live-announcement">
      {sawUpcoming && phase === 'live' ? LIVE_STARTED_ANNOUNCEMENT : ''}
    </Announcement>
  );
}

export function CountdownBlock({ room, now, booking }: { room: LiveDetail; now: number; booking?: LiveBookingProps }) {
  const parts = countdownParts(room.start_time, now);
  return (
    <Countdown data-testid="live-countdown">
      <div>
        {room.countdown_switch ? (
          <>
            <span className="label">{room.countdown_label || COUNTDOWN_DEFAULT_LABEL}</span>
            {/* Plain text, not a timer or live region: a screen reader reads it when asked, not every
                second; the room's announcement says when it starts (LiveAnnouncement). */}
            <span className="ticking" data-testid="live-countdown-remaining">
              {formatLiveCountdown(parts, room.countdown_style)}
            </span>
          </>
        ) : null}
        <time dateTime={toIsoDateTime(room.start_time)}>
          {START_TIME_LABEL} {formatStartTime(room.start_time)}
        </time>
      </div>
      {booking ? (
        <Action
          type="button"
          $on={booking.booked}
          aria-pressed={booking.booked}
          disabled={booking.busy}
          onClick={booking.onToggle}
        >
          {booking.booked ? BOOKED : room.reservation_label || BOOK}
        </Action>
      ) : null}
    </Countdown>
  );
}

export function NoticeBlock({ room }: { room: LiveDetail }) {
  const notices = noticesOf(room);
  if (!room.notice_switch || (!notices.length && !room.notice_video)) return null;
  return (
    <Section data-testid="live-notice">
      <h2>{room.notice_label || NOTICES_TITLE}</h2>
      {notices.length ? (
        <ul>
          {notices.map((notice) => (
            <li key={`${notice.published_at}-${notice.content}`}>{notice.content}</li>
          ))}
        </ul>
      ) : null}
      {room.notice_video ? (
        <video
          src={room.notice_video}
          poster={room.play_background || undefined}
          controls
          preload="none"
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          aria-label={room.notice_label}
        />
      ) : null}
    </Section>
  );
}
