import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureChat, liveFixture, UPCOMING_ROOM, FIXTURE_NOW } from './fixtures';
import { LiveRoomView, liveScreenHrefs } from './live-room-view';

const data = liveFixture();
const chat = {
  messages: data.chat,
  hasOlder: false,
  connection: 'open' as const,
  loggedIn: true,
  onSend: () => undefined,
  onLike: () => undefined,
  onDraft: () => undefined,
};

const meta = {
  title: 'Live/LiveRoomView',
  component: LiveRoomView,
  args: {
    data,
    now: FIXTURE_NOW,
    chat,
    booking: { booked: false, onToggle: () => undefined },
    onLikeRoom: () => undefined,
    screenHrefs: liveScreenHrefs(data.room.share_link),
  },
} satisfies Meta<typeof LiveRoomView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live now: online and watched counts, the player, chat with messages, connected. */
export const Live: Story = {};
/** Upcoming with its countdown (1:02:03 left), the start time, the notice and the disclaimer; logged out. */
export const UpcomingWithCountdown: Story = {
  args: { data: liveFixture(UPCOMING_ROOM, { chat: [] }), chat: { ...chat, messages: [], loggedIn: false } },
};
/** Upcoming, booked by the logged-in visitor: 已预约. */
export const UpcomingBooked: Story = {
  args: { data: liveFixture(UPCOMING_ROOM), booking: { booked: true, onToggle: () => undefined } },
};
/** Ended: no countdown, no online count. */
export const Ended: Story = { args: { data: liveFixture({ status: 2, online_count: 0 }) } };
/** Replay. */
export const Replay: Story = {
  args: {
    data: liveFixture({
      status: 3,
      playlists: [
        { cover: '', name: '上半场', play_url: '/media/demo/landscape.mp4', type: 'replay' },
        { cover: '', name: '下半场', play_url: '/media/demo/landscape.mp4', type: 'replay' },
      ],
    }),
  },
};
/** Chat empty. */
export const ChatEmpty: Story = { args: { data: liveFixture({}, { chat: [] }), chat: { ...chat, messages: [] } } };
/** Chat with many messages and an older page. */
export const ChatWithMessages: Story = {
  args: { chat: { ...chat, messages: fixtureChat(12), hasOlder: true, onLoadOlder: () => undefined } },
};
/** The socket dropped: the state is shown quietly while it reconnects. */
export const ChatDisconnected: Story = { args: { chat: { ...chat, connection: 'closed' } } };
/** Logged out: the input asks to log in first. */
export const ChatLoggedOut: Story = { args: { chat: { ...chat, loggedIn: false } } };
/** Preview: no chat input, booking or like. */
export const Preview: Story = {
  args: {
    data: liveFixture(UPCOMING_ROOM, { preview: true }),
    booking: undefined,
    onLikeRoom: undefined,
    chat: { ...chat, readOnly: true, connection: undefined },
  },
};
/** Columns: chat, introduction and a link column (javascript: links are dropped). */
export const Columns: Story = {
  args: {
    data: liveFixture({
      columns: [
        { enable_chat: true, group_id: '', link_url: '', name: '互动', type: 'chat' },
        { enable_chat: false, group_id: '', link_url: '', name: '简介', type: 'intro' },
        { enable_chat: false, group_id: 'g1234567', link_url: '', name: '相关报道', type: 'content' },
        { enable_chat: false, group_id: '', link_url: 'https://h5.example.com/guide', name: '防汛指南', type: 'link' },
        { enable_chat: false, group_id: '', link_url: 'javascript:alert(1)', name: '坏链接', type: 'link' },
      ],
    }),
    columnLists: {
      g1234567: [{ title: '暴雨橙色预警信号生效中', href: '/davmu/share/news/doc/2026/11/AAAAAAAA/index.html' }],
    },
  },
};
export const ImageScreen: Story = {
  args: {
    data: liveFixture(
      { notices: [{ content: '9:38 男子组冠军冲线。', published_at: FIXTURE_NOW / 1000 - 60 }] } as never,
      {},
      'ImageScreen',
    ),
  },
};
export const LandscapeScreen: Story = { args: { data: liveFixture({}, {}, 'LandscapeScreen') } };
export const PortraitScreen: Story = { args: { data: liveFixture({}, {}, 'PortraitScreen') } };
