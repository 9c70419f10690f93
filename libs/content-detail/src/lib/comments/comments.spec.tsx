import { composeStories } from '@storybook/react';
import { fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@share/ui';
import { CommentFooter } from './comment-footer';
import { CommentsPanel } from './comments-panel';
import * as stories from './comments.stories';

const s = composeStories(stories);
const render = (ui: ReactElement) => rtlRender(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

describe('CommentsPanel', () => {
  it('shows each comment with avatar, alias or mp_name, ip_location, relative time, star and star_count, replies', () => {
    render(<s.List />);
    const [first, second] = screen.getAllByTestId('comment');
    expect(within(first).getByText('市民小王')).toBeInTheDocument();
    expect(within(first).getByText('通车太方便了，上班少走半小时！')).toBeInTheDocument();
    expect(within(first).getAllByTestId('ip-location')[0]).toHaveTextContent('广东');
    expect(within(first).getByText('2分钟前')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '点赞 12' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(first).getAllByTestId('reply')).toHaveLength(2);
    expect(within(first).getByText(/@老陈/)).toBeInTheDocument();
    expect(within(second).getByText('科技前沿')).toBeInTheDocument();
    expect(within(second).getByText('3小时前')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '点赞 1.2k' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.querySelector('img')).not.toBeNull();
  });

  it('a commenter without a picture shows the first character of their name, not a blank circle', () => {
    const [thread] = s.List.args.threads ?? [];
    render(
      <CommentsPanel
        {...s.List.args}
        threads={[{ ...thread, comment: { ...thread.comment, avatar: '' } }]}
        count={1}
        open
        now={s.List.args.now ?? 0}
        hasMore={false}
        onLoadMore={() => undefined}
      />,
    );
    const comment = screen.getByTestId('comment');
    expect(within(comment).getByTestId('default-avatar')).toHaveTextContent(/^市$/);
    expect(comment.querySelector('img')).toBeNull();
  });

  it('expands the remaining replies, replies, stars and loads more through its callbacks', () => {
    const calls: string[] = [];
    render(
      <CommentsPanel
        {...s.List.args}
        threads={s.List.args.threads ?? []}
        count={12}
        open
        now={s.List.args.now ?? 0}
        hasMore
        onLoadMore={() => calls.push('more')}
        onExpand={(gid) => calls.push(`expand ${gid}`)}
        onReply={(c) => calls.push(`reply ${c.gid}`)}
        onStar={(c) => calls.push(`star ${c.gid}`)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '展开1条回复' }));
    fireEvent.click(screen.getAllByRole('button', { name: '回复 市民小王' })[0]);
    fireEvent.click(screen.getByRole('button', { name: '点赞 1.2k' }));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(calls).toEqual(['expand cmt00001', 'reply cmt00001', 'star cmt00002', 'more']);
  });

  it("is empty with '暂无评论，快来抢沙发'", () => {
    render(<s.Empty />);
    expect(screen.getByText('暂无评论，快来抢沙发')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('closed comments say 评论已关闭', () => {
    render(<s.Closed />);
    expect(screen.getByText('评论已关闭')).toBeInTheDocument();
  });

  it('read-only (previews) offers no expand, reply or star control', () => {
    render(<s.ReadOnly />);
    expect(screen.queryByRole('button', { name: /展开/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^回复/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^点赞/ })).toBeNull();
  });
});

describe('CommentFooter', () => {
  it('shows 我来讲两句, the counts and an unfilled star', () => {
    render(<s.Footer />);
    expect(screen.getByPlaceholderText('我来讲两句')).toBeInTheDocument();
    expect(screen.getByLabelText('评论 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点赞 999' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 1.0k' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the input has an id (autofill and audits ask a field for an id or a name), no name (a submit without JavaScript would put the draft in the URL) and no autofill', () => {
    render(<s.Footer />);
    const input = screen.getByPlaceholderText('我来讲两句');
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('name');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('the star reflects is_collect', () => {
    render(<s.FooterCollected />);
    expect(screen.getByRole('button', { name: '收藏 1.0k' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closed: the label 评论已关闭 instead of the input, and a tap calls back (the container toasts 评论已关闭～)', () => {
    const onClosedTap = jest.fn();
    render(
      <CommentFooter
        commentCount={0}
        likeCount={0}
        collectCount={0}
        open={false}
        draft=""
        placeholder="我来讲两句"
        onClosedTap={onClosedTap}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '评论已关闭' }));
    expect(onClosedTap).toHaveBeenCalledTimes(1);
  });

  it('reply mode shows the reply placeholder', () => {
    render(<s.FooterReplying />);
    expect(screen.getByPlaceholderText('回复 市民小王')).toHaveValue('说得对');
    expect(screen.getByTestId('comment-footer-bar')).toHaveAttribute('data-replying', 'true');
  });

  it('previews cannot use the area', () => {
    render(<s.FooterPreview />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
  });

  it('sends on the button and on enter', () => {
    const onSend = jest.fn();
    render(
      <CommentFooter
        commentCount={0}
        likeCount={0}
        collectCount={0}
        open
        draft="好"
        placeholder="我来讲两句"
        onSend={onSend}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    fireEvent.submit(screen.getByRole('textbox'));
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});

describe('reply mode, interactively (reducer + views)', () => {
  it('tapping a comment sets the reply placeholder; blur clears it; send clears draft and target', () => {
    render(<s.ReplyModeInteractive />);
    const input = screen.getByRole('textbox');
    fireEvent.click(screen.getByRole('button', { name: '通车太方便了，上班少走半小时！' }));
    expect(input).toHaveAttribute('placeholder', '回复 市民小王');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('placeholder', '我来讲两句');
    fireEvent.click(screen.getAllByRole('button', { name: '回复 科技前沿' })[0]);
    expect(input).toHaveAttribute('placeholder', '回复 科技前沿');
    fireEvent.change(input, { target: { value: '欢迎' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '我来讲两句');
  });
});
