// Props-only view of a live room: status and timing, player, notice, disclaimer, the columns as
// tabs (chat, introduction, links) and booking; the three sub-screens lay the same room out their way.
// The blocks are in live-status.tsx and live-columns.tsx.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TOP_BAR_HEIGHT } from '@share/ui';
import { toIsoDateTime } from '@share/util-format';
import type { ChatViewProps } from './chat/chat-view';
import { LIVE_SCREENS, type LiveScreenName } from './constants';
import { Columns, ScreenTabs, type ColumnLink } from './live-columns';
import type { LiveRoomData } from './live-data';
import { formatStartTime, landingScreenOf, noticesOf, phaseOf } from './live-rules';
import { Section } from './live-room-styles';
import {
  CountdownBlock,
  LiveAnnouncement,
  NoticeBlock,
  StatusLine,
  type LiveBookingProps,
  type LiveCounters,
} from './live-status';
import { NOTICES_TITLE } from './messages';
import { LivePlayer } from './player/live-player';

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

// 12 px: at 11 px this long notice was over 40% of an upcoming room's text (Lighthouse's font-size).
const Disclaimer = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.meta};
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
