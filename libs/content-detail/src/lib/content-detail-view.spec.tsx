import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fixtureComment, fixtureDocDetail, fixtureDocDetailOf } from '@share/api-client/testing';
import * as stories from './content-detail-view.stories';
import { FIXTURE_NOW } from './fixtures';

const s = composeStories(stories);

describe('ContentDetailView', () => {
  it('has a story for the view of each content type a detail page shows', () => {
    const shown = new Set(Object.values(s).map((story) => story.args.data?.detail.content_type));
    for (const type of [
      'article',
      'video',
      'svideo',
      'audio',
      'image',
      'audio_album',
      'video_album',
      'mini_program',
      'local_live',
      'h5',
      'link',
      'sp_topic',
    ]) {
      expect(shown).toContain(type);
    }
  });

  it('article: header with counts by the count rule, relative time, body and all blocks', () => {
    const { container } = render(<s.Article />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fixtureDocDetail().title);
    const header = within(screen.getByTestId('detail-header'));
    expect(header.getByText('阅读 1.2w')).toBeInTheDocument();
    expect(header.getByText('点赞 999')).toBeInTheDocument();
    expect(header.getByText('收藏 1.0k')).toBeInTheDocument();
    expect(within(screen.getByTestId('detail-header')).getByText('5分钟前')).toBeInTheDocument();
    expect(screen.getByTestId('article-body')).toHaveTextContent('新线全长32公里，设站20座。');
    for (const block of ['related', 'comments', 'recommend', 'comment-footer']) {
      expect(container.querySelector(`[data-block="${block}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: '72小时' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '编辑推荐' })).toBeInTheDocument();
    expect(container.querySelector('[data-screen="ContentDetail"]')).not.toBeNull();
  });

  it('marks every card of the related, hot, editor and recommend lists for exposure with its post_id', () => {
    const { container } = render(<s.Article />);
    const cards = Array.from(
      container.querySelectorAll<HTMLAnchorElement>('[data-block="related"] a[href], [data-block="recommend"] a[href]'),
    );
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      const postId = /\/([A-Za-z0-9]{8})\/index\.html$/.exec(card.getAttribute('href') ?? '')?.[1];
      expect(card).toHaveAttribute('data-exposure-id', postId);
    }
  });

  it('without a container the comments are the first page, read-only, and the footer input is empty', () => {
    render(<s.Article />);
    const comments = within(screen.getByTestId('comments'));
    // One count on the page: all comments, replies included (the item's comment_count, 2 here, while
    // the first page's top-level count is 1), in the heading and in the footer.
    expect(comments.getByRole('heading', { level: 2 })).toHaveTextContent('评论 2');
    expect(comments.getByText(fixtureComment().content)).toBeInTheDocument();
    expect(comments.getByText(`点赞 ${fixtureComment().star_count}`)).toBeInTheDocument();
    expect(comments.queryByRole('button', { name: /^点赞|^回复|展开/ })).toBeNull();
    const footer = within(screen.getByTestId('comment-footer-bar'));
    expect(footer.getByPlaceholderText('我来讲两句')).toHaveValue('');
    expect(footer.getByLabelText('评论 2')).toBeInTheDocument();
    expect(footer.getByRole('button', { name: '点赞 999' })).toBeInTheDocument();
    expect(footer.getByRole('button', { name: '收藏 1.0k' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the header and the footer show one collect state', () => {
    render(<s.Collected />);
    const count = within(screen.getByTestId('detail-header')).getByText('收藏 1.2k');
    expect(count).toHaveAttribute('data-collected', 'true');
    expect(within(screen.getByTestId('comment-footer-bar')).getByRole('button', { name: '收藏 1.2k' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the footer passes a collect and a like tap to the container', () => {
    const onCollect = jest.fn();
    const onLike = jest.fn();
    render(<s.Article onCollect={onCollect} onLike={onLike} />);
    fireEvent.click(screen.getByRole('button', { name: '收藏 1.0k' }));
    fireEvent.click(screen.getByRole('button', { name: '点赞 999' }));
    expect(onCollect).toHaveBeenCalledTimes(1);
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  it('media-account article shows the account with its follow button', () => {
    render(<s.MediaAccountArticle />);
    expect(within(screen.getByTestId('mp-account')).getByText('岭南味道')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关注' })).toBeInTheDocument();
  });

  it('video shows its poster with one play control and duration_str', () => {
    render(<s.Video />);
    const player = screen.getByTestId('video-player');
    expect(player.querySelector('img.poster')).toHaveAttribute('src');
    expect(
      within(player)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([`播放 ${screen.getByRole('heading', { level: 1 }).textContent}`]);
    expect(screen.getByTestId('duration')).toHaveTextContent('05:32');
  });

  it('a video names its poster in the head at high priority (the first screen’s largest paint)', () => {
    render(<s.Video />);
    const poster = screen.getByTestId('video-player').querySelector('img.poster')?.getAttribute('src');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(
      (link) => link.getAttribute('href') === poster,
    );
    expect(preloads.map((link) => link.getAttribute('fetchpriority'))).toEqual(['high']);
  });

  it('svideo is a full-screen player without related, comments, recommend or footer', () => {
    const { container } = render(<s.ShortVideo />);
    expect(screen.getByTestId('svideo-player')).toBeInTheDocument();
    for (const block of ['related', 'comments', 'recommend', 'comment-footer']) {
      expect(container.querySelector(`[data-block="${block}"]`)).toBeNull();
    }
  });

  it('audio shows a player and its duration', () => {
    render(<s.Audio />);
    expect(screen.getByTestId('audio-player').querySelector('audio')).toBeInTheDocument();
    expect(screen.getByTestId('duration')).toHaveTextContent('06:12');
  });

  it('gallery shows n/pic_num with captions and only the comment footer', () => {
    const { container } = render(<s.Gallery />);
    expect(screen.getAllByTestId('gallery-counter').map((el) => el.textContent)).toEqual(['1/3', '2/3', '3/3']);
    expect(screen.getByText('华灯初上的珠江新城。')).toBeInTheDocument();
    expect(container.querySelector('[data-block="comment-footer"]')).not.toBeNull();
    expect(container.querySelector('[data-block="related"]')).toBeNull();
  });

  it("gallery: the pictures' track takes the keyboard's focus (so the arrow keys can scroll it)", () => {
    render(<s.Gallery />);
    const track = screen.getByRole('list', { name: '共3张' });
    track.focus();
    expect(track).toHaveFocus();
  });

  it('gallery: a tap on a picture opens it in the viewer, n/pic_num above it; the close button closes it', () => {
    render(<s.Gallery />);
    const second = within(screen.getByTestId('gallery')).getAllByRole('link')[1];
    const src = within(second).getByRole('img').getAttribute('src');
    fireEvent.click(second);
    const viewer = screen.getByRole('dialog', { name: '查看大图' });
    expect(viewer).toHaveTextContent('2/3');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', src);
    fireEvent.click(within(viewer).getByRole('button', { name: '关闭大图' }));
    expect(screen.queryByRole('dialog', { name: '查看大图' })).toBeNull();
  });

  it('gallery: the comment count opens its comments in a sheet (the page has no comment block); Escape closes it', () => {
    const { container } = render(<s.Gallery />);
    expect(container.querySelector('[data-block="comments"]')).toBeNull();
    expect(screen.queryByText('期待已久！')).toBeNull();
    const count = screen.getByTestId('open-comments');
    count.focus();
    fireEvent.click(count);
    const sheet = screen.getByRole('dialog', { name: '评论' });
    expect(within(sheet).getAllByText('期待已久！').length).toBeGreaterThan(0);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '评论' })).toBeNull();
    expect(document.activeElement).toBe(count);
  });

  it('an article shows its comments on the page: the count only shows the number', () => {
    render(<s.Article />);
    expect(screen.queryByTestId('open-comments')).toBeNull();
  });

  it('albums show the album status of spec §4 and the tracks', () => {
    render(<s.AudioAlbumCompleted />);
    expect(screen.getByTestId('album-status')).toHaveTextContent('已完结，共6集');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('an album without programmes says 暂无内容 under 节目列表, not a heading over nothing', () => {
    render(<s.AudioAlbumEmpty />);
    const tracks = within(screen.getByRole('region', { name: '节目列表' }));
    expect(tracks.getByRole('heading', { name: '节目列表' })).toBeInTheDocument();
    expect(tracks.getByRole('status')).toHaveTextContent(/^暂无内容$/);
    expect(tracks.queryByRole('list')).toBeNull();
  });

  it('a video album still updating says 已更新至4集', () => {
    render(<s.VideoAlbumUpdating />);
    expect(screen.getByTestId('album-status')).toHaveTextContent('已更新至4集');
  });

  it('mini program shows a card that opens it', () => {
    render(<s.MiniProgram />);
    expect(screen.getByRole('button', { name: '打开小程序' })).toBeInTheDocument();
  });

  it('local live: the landing page links its three sub-screens, a sub-screen marks itself', () => {
    const { container, unmount } = render(<s.LocalLive />);
    expect(container.querySelector('[data-screen="ContentDetail"]')).not.toBeNull();
    const base = fixtureDocDetailOf('local_live').share_link.replace(/index\.html$/, '');
    expect(screen.getByRole('link', { name: '图文直播' })).toHaveAttribute('href', `${base}ImageScreen/index.html`);
    expect(screen.getByRole('link', { name: '横屏直播' })).not.toHaveAttribute('aria-current');
    unmount();
    const portrait = render(<s.LocalLivePortrait />);
    expect(portrait.container.querySelector('[data-screen="PortraitScreen"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '竖屏直播' })).toHaveAttribute('aria-current', 'page');
  });

  it('h5 opens its url, labelled with bizName; link prefers real_url', () => {
    const { unmount } = render(<s.H5 />);
    expect(screen.getByRole('link', { name: '打开链接' })).toHaveAttribute('href', 'https://h5.example.com/vote');
    expect(screen.getByTestId('link-card')).toHaveTextContent('投票');
    unmount();
    render(<s.Link />);
    expect(screen.getByRole('link', { name: '打开链接' })).toHaveAttribute('href', 'https://www.example.com/metro/map');
  });

  it('sp_topic opens in the app when enable_app and on desktop when enable_pc', async () => {
    const { unmount } = render(<s.SpTopic />);
    expect(screen.getByTestId('sp-topic-card')).toHaveTextContent('专题网页');
    // The open-app dialog, then open-app's launch strategy: never a bare scheme link (issue 61).
    fireEvent.click(screen.getByRole('button', { name: '在APP中打开' }));
    expect(await screen.findByRole('button', { name: '立即前往' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在电脑上打开' })).toHaveAttribute(
      'href',
      'https://www.example.com/special/two-sessions',
    );
    unmount();
    render(<s.SpTopicAppOnly />);
    expect(screen.getByRole('button', { name: '在APP中打开' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '在电脑上打开' })).toBeNull();
  });

  it('preview shows the watermark and a 30-minute countdown, no counts, and a footer that cannot be used', () => {
    jest.useFakeTimers({ now: FIXTURE_NOW });
    render(<s.Preview />);
    expect(screen.getByTestId('preview-watermark')).toHaveAttribute('data-text', '内部临时预览');
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.queryByLabelText(/^阅读/)).toBeNull();
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^收藏/ })).toBeDisabled();
    jest.useRealTimers();
  });

  it("preview counts down to the platform's expired_at, then says 预览链接已失效", () => {
    jest.useFakeTimers({ now: FIXTURE_NOW });
    const data = s.Preview.args.data;
    if (!data) throw new Error('the Preview story has no data');
    // A draft written 20 minutes before the render: the platform stops serving it in 10 minutes.
    const expiredAt = Math.floor(FIXTURE_NOW / 1000) + 10 * 60;
    render(<s.Preview data={{ ...data, detail: { ...data.detail, expired_at: expiredAt } }} />);
    expect(screen.getByRole('timer')).toHaveTextContent('内部临时预览，链接将在 10:00 后失效');
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('预览链接已失效');
    jest.useRealTimers();
  });

  it('closed comments say 评论已关闭 in the comments block and in the footer, with no input', () => {
    render(<s.CommentsClosed />);
    expect(within(screen.getByTestId('comments')).getByText('评论已关闭')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('comment-footer-bar')).getByRole('button', { name: '评论已关闭' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
