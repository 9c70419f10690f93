// Props-only view of a live room: status and timing, player, notice, disclaimer, the columns as
// tabs (chat, introduction, links) and booking; the three sub-screens lay the same room out their way.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { LiveDetail } from '@share/contract';
import { EMPTY_DEFAULT, LOADING, TOP_BAR_HEIGHT } from '@share/ui';
import { formatCount, toIsoDateTime } from '@share/util-format';
import { ChatView, type ChatViewProps } from './chat/chat-view';
import { LIVE_SCREENS, type LiveScreenName } from './constants';
import type { LiveRoomData } from './live-data';
import {
  landingScreenOf,
  countdownParts,
  formatLiveCountdown,
  formatStartTime,
  noticesOf,
  phaseOf,
  safeLinkUrl,
  type LivePhase,
} from './live-rules';
import {
  BOOK,
  BOOKED,
  CHAT_DEFAULT_TAB,
  CHAT_DISABLED,
  COUNTDOWN_DEFAULT_LABEL,
  INTRO_DEFAULT_TAB,
  LIVE_STARTED_ANNOUNCEMENT,
  NOTICES_TITLE,
  ONLINE_LABEL,
  ROOM_LIKE,
  SCREEN_LABELS,
  START_TIME_LABEL,
  STATUS_LABELS,
  WATCHED_LABEL,
} from './messages';
import { LivePlayer } from './player/live-player';

export interface LiveCounters {
  status: number;
  online_count: number;
  view_count: number;
  live_count: number;
  like_count: number;
}

/** One item of a content column: its title and share link. */
export interface ColumnLink {
  title: string;
  href: string;
}

export interface LiveBookingProps {
  booked: boolean;
  busy?: boolean;
  onToggle?: () => void;
}

export interface LiveRoomViewProps {
  data: LiveRoomData;
  /** The clock (epoch ms): the countdown and the phase follow it. */
  now: number;
  /** Fresh counters and status (from /live/info); the loader's otherwise. */
  counters?: LiveCounters;
  chat: ChatViewProps;
  /** Absent in previews (no booking there). */
  booking?: LiveBookingProps;
  /** The room like prompts the app (spec §5); absent in previews. */
  onLikeRoom?: () => void;
  /** Links of the sub-screens. */
  screenHrefs: Record<LiveScreenName, string>;
  /** Items of the content columns by group_id (absent: not loaded yet). */
  columnLists?: Record<string, ColumnLink[] | undefined>;
  /** A content column was opened: the container loads its group. */
  onOpenColumn?: (groupId: string) => void;
  /** Dialogs and toasts of the container. */
  children?: ReactNode;
}

const Room = styled.article<{ $portrait: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  /* Portrait: one phone screen under the page's top bar (the open-app banner, if any), video behind the talk. */
  ${({ $portrait }) =>
    $portrait
      ? `position: relative; height: calc(100svh - ${TOP_BAR_HEIGHT}); min-height: 480px; overflow: hidden;`
      : ''}
`;

const Head = styled.header`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

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

const Section = styled.section`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  video {
    width: 100%;
    margin-top: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.text};
  }
`;

// 12 px: at 11 px this long notice was over 40% of an upcoming room's text (Lighthouse's font-size).
const Disclaimer = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
`;

const Tabs = styled.nav`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a,
  button {
    flex: none;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  [aria-selected='true'],
  [aria-current='page'],
  [aria-current='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Landscape screen: the video stays in view under the page's top bar while the talk scrolls. */
const StickyPlayer = styled.div`
  position: sticky;
  top: ${TOP_BAR_HEIGHT};
  z-index: ${({ theme }) => theme.zIndices.header};
`;

const PortraitOverlay = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 50%;
  display: flex;
  flex-direction: column;
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.mask});
`;

/** The title band: title and stats on one dark ground, fading out only below the stats row. */
const PortraitHead = styled(Head)`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  padding-bottom: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.surface};
  background: linear-gradient(
    ${({ theme }) => theme.colors.mask},
    ${({ theme }) => theme.colors.mask} calc(100% - ${({ theme }) => theme.space.xxl}),
    ${({ theme }) => theme.colors.scrimTransparent}
  );
  p {
    color: ${({ theme }) => theme.colors.placeholder};
  }
`;

function StatusLine({
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
function LiveAnnouncement({ phase }: { phase: LivePhase }) {
  const [sawUpcoming, setSawUpcoming] = useState(phase === 'upcoming');
  if (phase === 'upcoming' && !sawUpcoming) setSawUpcoming(true);
  return (
    <Announcement role="status" data-testid="live-announcement">
      {sawUpcoming && phase === 'live' ? LIVE_STARTED_ANNOUNCEMENT : ''}
    </Announcement>
  );
}

function CountdownBlock({ room, now, booking }: { room: LiveDetail; now: number; booking?: LiveBookingProps }) {
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

function NoticeBlock({ room }: { room: LiveDetail }) {
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

type Tab = {
  key: string;
  label: string;
  kind: 'chat' | 'intro' | 'link' | 'content';
  href?: string | null;
  groupId?: string;
};

function tabsOf(room: LiveDetail): Tab[] {
  if (!room.columns.length) return [{ key: 'chat', label: CHAT_DEFAULT_TAB, kind: 'chat' }];
  return room.columns.map((column, i) => {
    const kind: Tab['kind'] =
      column.enable_chat || column.type === 'chat'
        ? 'chat'
        : column.type === 'link'
          ? 'link'
          : column.type === 'content' && column.group_id
            ? 'content'
            : 'intro';
    return {
      key: `${i}-${column.name}`,
      label: column.name || (kind === 'chat' ? CHAT_DEFAULT_TAB : INTRO_DEFAULT_TAB),
      kind,
      href: kind === 'link' ? safeLinkUrl(column.link_url) : null,
      groupId: column.group_id,
    };
  });
}

interface ColumnsProps {
  room: LiveDetail;
  summary: string;
  chat: ChatViewProps;
  overlay?: boolean;
  lists?: Record<string, ColumnLink[] | undefined>;
  onOpenColumn?: (groupId: string) => void;
}

function Columns({ room, summary, chat, overlay, lists, onOpenColumn }: ColumnsProps) {
  const tabs = tabsOf(room).filter((tab) => tab.kind !== 'link' || tab.href);
  const first = tabs.find((tab) => tab.kind === 'chat') ?? tabs.find((tab) => tab.kind !== 'link');
  const [selected, setSelected] = useState(first?.key);
  const current = tabs.find((tab) => tab.key === selected) ?? first;
  // Every selected tab names its panel (the Nu checker: a tab without its tabpanel is an error).
  const idBase = useId();
  const tabId = (key: string) => `${idBase}tab-${key}`;
  const panelId = `${idBase}panel`;
  const chatView = <ChatView {...chat} overlay={overlay} />;
  if (overlay) return current?.kind === 'chat' ? chatView : null;
  return (
    <div data-testid="live-columns">
      <Tabs role="tablist">
        {tabs.map((tab) =>
          tab.kind === 'link' && tab.href ? (
            // A tab list holds tabs only (axe: aria-required-children); this one opens its page instead of a panel.
            <a
              key={tab.key}
              href={tab.href}
              role="tab"
              aria-selected={false}
              rel="noopener noreferrer"
              target={tab.href.startsWith('/') ? undefined : '_blank'}
            >
              {tab.label}
            </a>
          ) : (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={tab.key === current?.key}
              aria-controls={panelId}
              onClick={() => {
                setSelected(tab.key);
                if (tab.kind === 'content' && tab.groupId) onOpenColumn?.(tab.groupId);
              }}
            >
              {tab.label}
            </button>
          ),
        )}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={current ? tabId(current.key) : undefined}>
        {current?.kind === 'chat' ? chatView : null}
        {current?.kind === 'content' ? <ColumnList items={lists?.[current.groupId ?? '']} /> : null}
        {current?.kind === 'intro' ? (
          <Section>
            <p>{room.title}</p>
            {summary ? <p>{summary}</p> : null}
            <p>
              {START_TIME_LABEL} {formatStartTime(room.start_time)}
            </p>
          </Section>
        ) : null}
        {!current ? <Section>{CHAT_DISABLED}</Section> : null}
      </div>
    </div>
  );
}

function ColumnList({ items }: { items: ColumnLink[] | undefined }) {
  if (!items) return <Section>{LOADING}</Section>;
  if (!items.length) return <Section>{EMPTY_DEFAULT}</Section>;
  return (
    <Section>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface ScreenTabsProps {
  screen: LiveScreenName | null;
  /** The sub-screen the room's own page stands for (marked there, as the current choice of the set). */
  landing: LiveScreenName;
  hrefs: Record<LiveScreenName, string>;
}

function ScreenTabs({ screen, landing, hrefs }: ScreenTabsProps) {
  // A sub-screen is the page in view; on the room's own page its screen is the set's current choice.
  const current = (key: LiveScreenName) => {
    if (screen) return key === screen ? 'page' : undefined;
    return key === landing ? 'true' : undefined;
  };
  return (
    <Tabs aria-label="直播画面">
      {LIVE_SCREENS.map((key) => (
        <a key={key} href={hrefs[key]} aria-current={current(key)}>
          {SCREEN_LABELS[key]}
        </a>
      ))}
    </Tabs>
  );
}

export function LiveRoomView({
  data,
  now,
  counters,
  chat,
  booking,
  onLikeRoom,
  screenHrefs,
  columnLists,
  onOpenColumn,
  children,
}: LiveRoomViewProps) {
  const { room, screen, item } = data;
  const landing = landingScreenOf(room);
  const current: LiveCounters = counters ?? room;
  const phase = phaseOf(current.status, room.start_time, now);
  const upcoming = phase === 'upcoming';
  const poster = upcoming ? room.live_background || room.play_background : room.play_background || room.live_background;
  const player = (
    <LivePlayer
      playlists={upcoming ? [] : room.playlists}
      background={poster}
      title={room.title}
      fill={screen === 'PortraitScreen'}
    />
  );
  const head = (
    <>
      <h1>{item.title}</h1>
      <StatusLine phase={phase} counters={current} room={room} onLikeRoom={onLikeRoom} />
    </>
  );

  if (screen === 'PortraitScreen') {
    return (
      <Room $portrait data-screen={screen} data-phase={phase} data-testid="screen" data-page-type="local_live">
        {player}
        <PortraitHead>{head}</PortraitHead>
        <PortraitOverlay>
          {upcoming ? <CountdownBlock room={room} now={now} booking={booking} /> : null}
          <Columns room={room} summary={item.summary} chat={chat} overlay />
        </PortraitOverlay>
        <LiveAnnouncement phase={phase} />
        {children}
      </Room>
    );
  }

  const disclaimer = room.disclaimer_enable && room.disclaimer ? <Disclaimer>{room.disclaimer}</Disclaimer> : null;
  const columns = (
    <Columns room={room} summary={item.summary} chat={chat} lists={columnLists} onOpenColumn={onOpenColumn} />
  );

  if (screen === 'LandscapeScreen') {
    // Watch and talk: the video pinned at the top, the talk right under the title, the rest after it.
    return (
      <Room $portrait={false} data-screen={screen} data-phase={phase} data-testid="screen" data-page-type="local_live">
        <StickyPlayer>{player}</StickyPlayer>
        <Head>{head}</Head>
        {/* Above the talk: under it, the switch sat below the chat input, out of reach. */}
        <ScreenTabs screen={screen} landing={landing} hrefs={screenHrefs} />
        {upcoming ? <CountdownBlock room={room} now={now} booking={booking} /> : null}
        {columns}
        <NoticeBlock room={room} />
        {disclaimer}
        <LiveAnnouncement phase={phase} />
        {children}
      </Room>
    );
  }

  return (
    <Room
      $portrait={false}
      data-screen={screen ?? 'ContentDetail'}
      data-phase={phase}
      data-testid="screen"
      data-page-type="local_live"
    >
      {screen === 'ImageScreen' ? null : player}
      <Head>{head}</Head>
      {upcoming ? <CountdownBlock room={room} now={now} booking={booking} /> : null}
      <ScreenTabs screen={screen} landing={landing} hrefs={screenHrefs} />
      {screen === 'ImageScreen' ? (
        <Section data-testid="live-updates">
          <h2>{NOTICES_TITLE}</h2>
          <ul>
            {noticesOf(room).map((notice) => (
              <li key={`${notice.published_at}-${notice.content}`}>
                <time dateTime={toIsoDateTime(notice.published_at)}>{formatStartTime(notice.published_at)}</time>{' '}
                {notice.content}
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        <NoticeBlock room={room} />
      )}
      {disclaimer}
      {columns}
      <LiveAnnouncement phase={phase} />
      {children}
    </Room>
  );
}

/** The sub-screen links of a room's share link (…/index.html → …/{screen}/index.html). */
export function liveScreenHrefs(shareLink: string): Record<LiveScreenName, string> {
  const base = shareLink.replace(/index\.html$/, '');
  return Object.fromEntries(LIVE_SCREENS.map((screen) => [screen, `${base}${screen}/index.html`])) as Record<
    LiveScreenName,
    string
  >;
}
