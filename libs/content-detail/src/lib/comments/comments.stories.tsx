import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW_S, fixtureComment, fixtureImage } from '@share/api-client/testing';
import { DIALOG_LIKE_IN_APP } from '@share/ui';
import type { Comment } from '@share/contract';
import { FIXTURE_NOW } from '../fixtures';
import { CommentFooter } from './comment-footer';
import { CommentsPanel, type CommentThread } from './comments-panel';
import { initialReplyMode, placeholderOf, replyModeReducer } from './reply-mode';

/** A reader's top-level comment with three replies, two of them loaded. */
const first = fixtureComment({
  gid: 'cmt00001',
  content: '通车太方便了，上班少走半小时！',
  alias: '市民小王',
  avatar: fixtureImage(21, 80, 80),
  star_count: 12,
  reply_count: 3,
  created_at: FIXTURE_NOW_S - 120,
});
const reply = (gid: string, alias: string, content: string, replyAlias = ''): Comment =>
  fixtureComment({
    gid,
    alias,
    content,
    avatar: fixtureImage(22, 80, 80),
    level: 2,
    comment_type: 2,
    parent_id: first.gid,
    reply_alias: replyAlias,
    star_count: 1,
    created_at: FIXTURE_NOW_S - 60,
  });
/** A media account's comment (alias empty, user.mp_name), starred by the visitor. */
const fromAccount = fixtureComment({
  gid: 'cmt00002',
  alias: '',
  user: { mp_name: '科技前沿' },
  content: '欢迎关注本号。',
  avatar: fixtureImage(23, 80, 80),
  star: true,
  star_count: 1234,
  ip_location: '北京',
  created_at: FIXTURE_NOW_S - 3 * 3600,
});
const threads: CommentThread[] = [
  {
    comment: first,
    replies: [reply('rep00001', '老陈', '同感！'), reply('rep00002', '阿雨', '确实方便。', '老陈')],
    remaining: 1,
  },
  { comment: fromAccount, replies: [], remaining: 0 },
];
const noop = () => undefined;

const meta = {
  title: 'ContentDetail/Comments',
  component: CommentsPanel,
  args: {
    threads,
    count: 12,
    open: true,
    now: FIXTURE_NOW,
    hasMore: true,
    onLoadMore: noop,
    onExpand: noop,
    onReply: noop,
    onStar: noop,
  },
} satisfies Meta<typeof CommentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top-level comments with replies, an expand control and load-more. */
export const List: Story = {};
export const Empty: Story = { args: { threads: [], count: 0, hasMore: false } };
export const Closed: Story = { args: { open: false } };
export const LoadingMore: Story = { args: { loading: true } };
/** Previews: read-only, no expand, reply or star controls. */
export const ReadOnly: Story = { args: { onExpand: undefined, onReply: undefined, onStar: undefined } };

const footerBase = {
  commentCount: 12,
  likeCount: 999,
  collectCount: 1000,
  open: true,
  draft: '',
  placeholder: '我来讲两句',
};

export const Footer: Story = { render: () => <CommentFooter {...footerBase} /> };
export const FooterClosed: Story = { render: () => <CommentFooter {...footerBase} open={false} /> };
export const FooterCollected: Story = { render: () => <CommentFooter {...footerBase} collected collectCount={1001} /> };
export const FooterReplying: Story = {
  render: () => <CommentFooter {...footerBase} replying placeholder="回复 市民小王" draft="说得对" />,
};
export const FooterPreview: Story = { render: () => <CommentFooter {...footerBase} disabled /> };

/** Reply mode driven by the reducer: tap a comment to reply, blur or send to clear. */
export const ReplyModeInteractive: Story = {
  render: function ReplyMode(args) {
    const [state, dispatch] = useReducer(replyModeReducer, initialReplyMode);
    return (
      <>
        <CommentsPanel {...args} onReply={(comment) => dispatch({ type: 'select', comment })} />
        <CommentFooter
          {...footerBase}
          draft={state.draft}
          placeholder={placeholderOf(state)}
          replying={state.target !== null}
          onChange={(text) => dispatch({ type: 'input', text })}
          onBlur={() => dispatch({ type: 'blur' })}
          onSend={() => dispatch({ type: 'sent' })}
          onLike={() => window.alert(DIALOG_LIKE_IN_APP)}
        />
      </>
    );
  },
};
