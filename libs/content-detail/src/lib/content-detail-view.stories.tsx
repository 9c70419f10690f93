import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentDetailView, type DetailLists } from './content-detail-view';
import { FIXTURE_MEDIA, FIXTURE_TRACKS, pageFixture, summaryFixture } from './fixtures';

const paged = (items: ReturnType<typeof summaryFixture>[], hasMore = true) => ({ items, hasMore, onLoadMore: () => undefined });
const lists: DetailLists = {
  related: paged([summaryFixture(1), summaryFixture(2)], false),
  hot: paged([1, 2, 3, 4].map((n) => summaryFixture(n))),
  editor: paged([5, 6].map((n) => summaryFixture(n))),
  recommend: paged([7, 8].map((n) => summaryFixture(n))),
};

const meta = {
  title: 'ContentDetail/ContentDetailView',
  component: ContentDetailView,
  args: { data: pageFixture(), lists },
} satisfies Meta<typeof ContentDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
/** The visitor has collected: the header's count and the footer's star and count show one state. */
export const Collected: Story = { args: { collect: { count: 1234, collected: true } } };
export const MediaAccountArticle: Story = {
  args: {
    data: pageFixture({ mp: 1, mp_user_id: 'xdDewvKb' }, 'doc', {
      mp: true,
      account: { uid: 'xdDewvKb', name: '岭南味道', avatar: '', description: '', fans_count: 10, content_count: 3, is_follow: false },
    }),
  },
};
export const Video: Story = {
  args: { data: pageFixture({ content_type: 'video', duration_str: '05:32', media: FIXTURE_MEDIA }, 'video') },
};
export const ShortVideo: Story = {
  args: { data: pageFixture({ content_type: 'svideo', duration_str: '00:59', media: FIXTURE_MEDIA }, 'svideo') },
};
export const Audio: Story = {
  args: { data: pageFixture({ content_type: 'audio', duration_str: '06:12', media: FIXTURE_MEDIA }, 'audio') },
};
export const Gallery: Story = {
  args: {
    data: pageFixture(
      { content_type: 'image', pic_num: 2, images: [{ url: FIXTURE_MEDIA.cover, description: '华灯初上的珠江新城。' }, { url: FIXTURE_MEDIA.cover, description: '江上游船。' }] },
      'gallery',
    ),
  },
};
export const AudioAlbumCompleted: Story = {
  args: { data: pageFixture({ content_type: 'audio_album', album_status: { status: 1, total: 6 } }, 'audio_album', { tracks: FIXTURE_TRACKS }) },
};
export const VideoAlbumUpdating: Story = {
  args: { data: pageFixture({ content_type: 'video_album', album_status: { status: 0, total: 4 } }, 'video_album', { tracks: FIXTURE_TRACKS }) },
};
export const MiniProgram: Story = {
  args: { data: pageFixture({ content_type: 'mini_program', source_alias: '文博小站', payload: { appid: 'wx1', username: 'gh_1', path: 'pages/index' } }, 'mini_program') },
};
export const LocalLive: Story = {
  args: { data: pageFixture({ content_type: 'local_live' }, 'local_live'), liveScreen: 'PortraitScreen' },
};
export const Link: Story = {
  args: { data: pageFixture({ content_type: 'h5', payload: { url: 'https://h5.example.com/vote', bizName: '投票' } }, 'doc') },
};
export const SpTopic: Story = {
  args: { data: pageFixture({ content_type: 'sp_topic', payload: { enable_app: true, app_url: 'nanling://special/1', enable_pc: false, pc_url: 'https://pc' } }, 'doc') },
};
export const Preview: Story = {
  args: { data: pageFixture({ expired_at: null }, 'doc', { preview: true }) },
};
export const CommentsClosed: Story = {
  args: { data: pageFixture({ meta: { comment_available: 'false' }, enable_comment: false }, 'doc', { comments: null }) },
};
