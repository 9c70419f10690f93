// Live page data for stories and specs, built on @share/api-client/testing's live detail.
import { FIXTURE_IDS, FIXTURE_NOW_S, fixtureLiveDetail } from '@share/api-client/testing';
import type { ChatMessage, LiveDetail } from '@share/contract';
import { encodePublicId } from '@share/contract/browser';
import type { LiveScreenName } from './constants';
import type { LiveRoomData } from './live-data';

export const FIXTURE_NOW = FIXTURE_NOW_S * 1000;

export function fixtureChatMessage(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    msg_id: encodePublicId(7000 + n),
    live_id: FIXTURE_IDS.live,
    user_id: encodePublicId(1100 + n),
    alias: `观众${n}`,
    avatar: '',
    content: `第${n}条消息`,
    created_at: FIXTURE_NOW_S - 600 + n * 10,
    like_count: n % 3,
    ...overrides,
  };
}

export function fixtureChat(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => fixtureChatMessage(i + 1));
}

export function liveFixture(
  room: Partial<LiveDetail> = {},
  extra: Partial<LiveRoomData> = {},
  screen: LiveScreenName | null = null,
): LiveRoomData {
  const chat = extra.chat ?? fixtureChat(3);
  const detail = fixtureLiveDetail({
    playlists: [{ cover: '', name: '主机位', play_url: '/media/demo/live/index.m3u8', type: 'hls' }],
    ...room,
  });
  return {
    item: {
      post_id: detail.post_id,
      title: `直播｜${detail.title}`,
      summary: '新线今日开通，记者在现场。',
      cover: detail.live_background,
      share_link: detail.share_link,
      content_type: 'local_live',
    },
    room: detail,
    chat,
    chatCount: chat.length,
    preview: false,
    now: FIXTURE_NOW,
    origin: 'https://m.example.cn',
    screen,
    ...extra,
  };
}

/** An upcoming room 1 h 2 min 3 s ahead, its countdown on (style 1). */
export const UPCOMING_ROOM: Partial<LiveDetail> = {
  status: 0,
  start_time: FIXTURE_NOW_S + 3_723,
  end_time: FIXTURE_NOW_S + 10_000,
  countdown_switch: true,
  countdown_label: '距离直播开始',
  countdown_style: 1,
  reservation_label: '预约直播',
  notice_switch: true,
  notice_label: '直播预告',
  notices: [{ content: '论坛将于明天上午9:00开始。', published_at: FIXTURE_NOW_S - 60 }],
  disclaimer: '直播内容仅代表嘉宾个人观点。',
  disclaimer_enable: true,
} as Partial<LiveDetail>;
