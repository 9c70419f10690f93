// Container of a live room: the clock (countdown, status flip at zero), counters from /live/info,
// the chat, booking (login first; success as spec §8 says) and the room like's app prompt. Previews
// show the room without chat sending, booking or statistics. Every timer stops when the page leaves.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useShareApi, useViewerRead } from '@share/api-client';
import { authEvents, useSession } from '@share/auth';
import { useDetailStatistics } from '@share/tracking';
import { DIALOG_LIKE_IN_APP, lazyComponent, useToast, withOpenAppPrompt } from '@share/ui';
import { whenIdle } from '@share/util-idle';
import { detectEnvironment, useAppPrompt } from '@share/open-app';
import { useLiveChat } from './chat/use-live-chat';
import { BOOKING_TYPE_LIVE, COLUMN_PAGE_SIZE, COUNTDOWN_TICK_MS } from './constants';
import type { LiveRoomData } from './live-data';
import { chatEnabled, phaseOf, roomRenderIsStale } from './live-rules';
import type { ColumnLink } from './live-columns';
import { LiveRoomView, liveScreenHrefs } from './live-room-view';
import type { LiveCounters } from './live-status';
import { MSG_BOOKING_SUCCESS, MSG_UNBOOKING_SUCCESS } from './messages';

/** The /live/info poll (SWR): a chunk the room renders once the page is idle. */
const LiveInfoPoll = lazyComponent(() => import('./live-info-poll').then((m) => m.LiveInfoPoll));

export interface LiveRoomPageProps {
  /** The loader's data of the live room. */
  data: LiveRoomData;
}

export function LiveRoomPage({ data }: LiveRoomPageProps) {
  return <LiveRoomState key={`${data.preview ? 'preview' : 'live'}:${data.room.live_id}`} data={data} />;
}

/** What the room's open-app dialog says for each thing that leads to it. */
const PROMPTS = {
  like: DIALOG_LIKE_IN_APP,
  booked: MSG_BOOKING_SUCCESS,
  unbooked: MSG_UNBOOKING_SUCCESS,
} as const;

function LiveRoomState({ data }: LiveRoomPageProps) {
  const { room, preview } = data;
  const api = useShareApi();
  const session = useSession();
  const toast = useToast();
  const [now, setNow] = useState(data.now);
  const [booked, setBooked] = useState(room.booked);
  const [bookingBusy, setBookingBusy] = useState(false);
  const liveId = room.live_id;
  // Spec §4 detail statistics (view and reading session); none in previews (spec §2).
  const extras = useMemo(
    () => ({ content_type: data.item.content_type, track_id: room.track_id }),
    [data.item.content_type, room.track_id],
  );
  const alert = useCallback((message: string) => toast.show(message), [toast]);
  useDetailStatistics({ postId: data.item.post_id, preview, extras, alert });

  // Counters and status from /live/info (LiveInfoPoll, on SWR): every LIVE_INFO_POLL_MS once the
  // page is idle, when the countdown ends, and at once when the page came from a cache and may show
  // a status seconds old (upcoming when live). The server's counters until the first answer.
  const [renderedStale] = useState(() => typeof window !== 'undefined' && roomRenderIsStale(data.now, Date.now()));
  const [polling, setPolling] = useState(false);
  const [askAtOnce, setAskAtOnce] = useState(renderedStale);
  useEffect(() => {
    if (preview) return;
    if (renderedStale) setPolling(true);
    else return whenIdle(() => setPolling(true));
  }, [preview, renderedStale]);
  const [info, setInfo] = useState<LiveCounters | null>(null);
  const refreshRef = useRef<(() => void) | null>(null);
  const onRefresh = useCallback((refresh: () => void) => {
    refreshRef.current = refresh;
  }, []);
  // Before the poll is there, it asks at once when it comes.
  const refreshInfo = useCallback(() => (refreshRef.current ? refreshRef.current() : setAskAtOnce(true)), []);
  const counters: LiveCounters = info ?? room;
  const phase = phaseOf(counters.status, room.start_time, now);

  // The clock: every second while the countdown runs; cleared when the page leaves or it reaches zero.
  useEffect(() => {
    setNow(Date.now());
    if (phaseOf(counters.status, room.start_time, Date.now()) !== 'upcoming') return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (room.start_time * 1000 <= current) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counters.status, room.start_time]);

  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === 'upcoming' && phase === 'live') refreshInfo();
    previousPhase.current = phase;
  }, [phase, refreshInfo]);

  // Booked state of the logged-in visitor (the server render is anonymous); logout clears it.
  useViewerRead('liveRoom', preview ? null : { params: { id: liveId } }, session.token, {
    onSuccess: (fresh) => setBooked(fresh.booked),
    onError: (error) => console.warn('[live] room failed', error),
  });
  useEffect(() => {
    const reset = () => setBooked(false);
    authEvents.on('loggedOut', reset);
    return () => authEvents.off('loggedOut', reset);
  }, []);

  // The open-app dialog goes through open-app's one launch strategy (guide, intent, Universal Link,
  // scheme, download page; only 关闭弹窗 in a mini program), with the site's logo and the beacon.
  const target = useMemo(
    () => (preview ? null : { id: data.item.post_id, kind: data.item.content_type }),
    [preview, data.item.post_id, data.item.content_type],
  );
  const appPrompt = useAppPrompt(target, PROMPTS, { alert: toast.show });
  const { prompt } = appPrompt;

  const success = useCallback(
    (action: 'booked' | 'unbooked') => {
      // Spec §8: a toast inside a mini program, the open-app invitation elsewhere.
      if (detectEnvironment(navigator.userAgent).isMiniProgram) toast.show(PROMPTS[action]);
      else prompt(action);
    },
    [toast, prompt],
  );

  const toggleBooking = useCallback(() => {
    if (preview || bookingBusy || !session.requireLogin()) return;
    const next = !booked;
    setBooked(next);
    setBookingBusy(true);
    const call = next ? api.endpoints.booking : api.endpoints.unBooking;
    call({ body: { booking_id: liveId, booking_type: BOOKING_TYPE_LIVE } })
      .then((result) => {
        setBooked(result.booked);
        success(next ? 'booked' : 'unbooked');
      })
      .catch((error: unknown) => {
        console.warn('[live] booking failed', error);
        setBooked(!next);
      })
      .finally(() => setBookingBusy(false));
  }, [api, booked, bookingBusy, liveId, preview, session, success]);

  // Content columns: a group's first page, loaded when its tab is opened.
  const [columnLists, setColumnLists] = useState<Record<string, ColumnLink[] | undefined>>({});
  const openColumn = useCallback(
    (groupId: string) => {
      if (columnLists[groupId]) return;
      api.endpoints
        .contentList({ query: { gid: groupId, pageindex: 1, pagesize: COLUMN_PAGE_SIZE } })
        .then((list) =>
          setColumnLists((current) => ({
            ...current,
            [groupId]: list.list.map((doc) => ({ title: doc.title, href: doc.share_link })),
          })),
        )
        .catch((error: unknown) => {
          console.warn('[live] column failed', error);
          setColumnLists((current) => ({ ...current, [groupId]: [] }));
        });
    },
    [api, columnLists],
  );

  const chatOn = chatEnabled(room);
  const chat = useLiveChat({
    liveId,
    first: data.chat,
    count: data.chatCount,
    readOnly: preview || !chatOn,
    enabled: chatOn,
  });

  const view = (
    <LiveRoomView
      data={data}
      now={now}
      counters={counters}
      screenHrefs={liveScreenHrefs(room.share_link)}
      columnLists={columnLists}
      onOpenColumn={openColumn}
      booking={preview ? undefined : { booked, busy: bookingBusy, onToggle: toggleBooking }}
      onLikeRoom={preview ? undefined : () => prompt('like')}
      chat={{
        messages: chat.messages,
        hasOlder: chat.hasOlder,
        loadingOlder: chat.loadingOlder,
        connection: preview || !chatOn ? undefined : chat.connection,
        connectionNotice: chat.connectionNotice,
        liked: chat.liked,
        readOnly: preview || !chatOn,
        loggedIn: chat.loggedIn,
        draft: chat.draft,
        sending: chat.sending,
        onDraft: chat.setDraft,
        onSend: chat.send,
        onLoadOlder: chat.loadOlder,
        onLike: chat.like,
        onLogin: chat.openLogin,
      }}
    >
      {polling ? (
        <LiveInfoPoll liveId={liveId} revalidateOnMount={askAtOnce} onInfo={setInfo} onRefresh={onRefresh} />
      ) : null}
    </LiveRoomView>
  );
  return preview ? view : withOpenAppPrompt(view, appPrompt);
}
