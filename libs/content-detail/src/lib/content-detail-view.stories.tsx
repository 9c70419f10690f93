import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS, FIXTURE_NOW_S, fixtureListItems, fixtureMediaAccount } from '@share/api-client/testing';
import { cardOf } from '@share/ui';
import type { DocSummary } from '@share/contract';
import { ContentDetailView } from './content-detail-view';
import { RecommendBlocks } from './detail-blocks-views';
import { hotRowOf } from './detail-view-model';
import { FIXTURE_NOW, pageFixture } from './fixtures';

const paged = <T,>(items: T[], hasMore = true) => ({ items, hasMore, onLoadMore: () => undefined });
const cards = (items: DocSummary[]) => items.map(cardOf);
const related = paged(cards(fixtureListItems(2)), false);
/** The recommendation block as the page's RecommendSection shows it once its lists are there. */
const recommend = (
  <RecommendBlocks
    hot={paged(fixtureListItems(4, 11).map(hotRowOf))}
    editor={paged(cards(fixtureListItems(2, 21)))}
    recommend={paged(cards(fixtureListItems(2, 31)))}
    now={FIXTURE_NOW}
  />
);

/** Counts that show the count rule (999, 1.0k, 1.2w) and a time five minutes ago. */
const counted = {
  view_count: 12_345,
  like_count: 999,
  collect_count: 1_000,
  comment_count: 2,
  publish_at: FIXTURE_NOW_S - 300,
};

const meta = {
  title: 'ContentDetail/ContentDetailView',
  component: ContentDetailView,
  args: { data: pageFixture(counted), related, recommend },
} satisfies Meta<typeof ContentDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** article (page type doc): header, rich text, related, comments, recommendations, comment footer. */
export const Article: Story = {};
/** The visitor has collected: the header's count and the footer's star and count show one state. */
export const Collected: Story = { args: { collect: { count: 1234, collected: true } } };
export const MediaAccountArticle: Story = {
  args: {
    data: pageFixture({ ...counted, mp: 1, mp_user_id: FIXTURE_IDS.mp }, 'doc', {
      account: fixtureMediaAccount({ name: '岭南味道' }),
    }),
  },
};
export const Video: Story = { args: { data: pageFixture({ content_type: 'video' }, 'video') } };
export const ShortVideo: Story = { args: { data: pageFixture({ content_type: 'svideo' }, 'svideo') } };
export const Audio: Story = { args: { data: pageFixture({ content_type: 'audio' }, 'audio') } };
/** In the site's page column (a screen tall): the dark stage takes the screen down to the comment bar. */
export const Gallery: Story = {
  args: { data: pageFixture({ content_type: 'image' }, 'gallery') },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
};
export const AudioAlbumCompleted: Story = {
  args: { data: pageFixture({ content_type: 'audio_album' }, 'audio_album') },
};
/** An album without programmes yet: 暂无内容 under 节目列表. */
export const AudioAlbumEmpty: Story = {
  args: { data: pageFixture({ content_type: 'audio_album' }, 'audio_album', { tracks: [] }) },
};
export const VideoAlbumUpdating: Story = {
  args: { data: pageFixture({ content_type: 'video_album' }, 'video_album') },
};
export const MiniProgram: Story = { args: { data: pageFixture({ content_type: 'mini_program' }, 'mini_program') } };
/** local_live's landing page: no sub-screen selected. */
export const LocalLive: Story = { args: { data: pageFixture({ content_type: 'local_live' }, 'local_live') } };
export const LocalLivePortrait: Story = {
  args: { data: pageFixture({ content_type: 'local_live' }, 'local_live'), liveScreen: 'PortraitScreen' },
};
/** h5: the payload's url, labelled with bizName. */
export const H5: Story = { args: { data: pageFixture({ content_type: 'h5' }) } };
/** link: real_url wins over url. */
export const Link: Story = { args: { data: pageFixture({ content_type: 'link' }) } };
/** sp_topic: open in the app (enable_app) and on desktop (enable_pc). */
export const SpTopic: Story = { args: { data: pageFixture({ content_type: 'sp_topic' }) } };
export const SpTopicAppOnly: Story = {
  args: {
    data: pageFixture({
      content_type: 'sp_topic',
      payload: {
        enable_app: true,
        app_url: 'nanling://special/1',
        enable_pc: false,
        pc_url: 'https://www.example.com/special/1',
      },
    }),
  },
};
export const Preview: Story = {
  args: { data: pageFixture({ ...counted, expired_at: null }, 'doc', { preview: true }) },
};
export const CommentsClosed: Story = {
  args: {
    data: pageFixture({ ...counted, meta: { comment_available: 'false' }, enable_comment: false }, 'doc', {
      comments: null,
    }),
  },
};
