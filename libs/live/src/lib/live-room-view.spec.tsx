import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { defaultTheme } from '@share/ui';
import { fixtureChat, fixtureChatMessage } from './fixtures';
import { START_TIME_LABEL, STATUS_LABELS } from './messages';
import * as stories from './live-room-view.stories';

const s = composeStories(stories);

describe('LiveRoomView', () => {
  it('upcoming: 预告, the countdown by its style and label, the start time, notice, disclaimer and 预约直播', () => {
    render(<s.UpcomingWithCountdown />);
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-phase', 'upcoming');
    expect(within(screen.getByTestId('live-status')).getByText('预告')).toBeInTheDocument();
    const countdown = within(screen.getByTestId('live-countdown'));
    expect(countdown.getByText('距离直播开始')).toBeInTheDocument();
    // Plain text: no timer or live region that a screen reader would read out every second.
    expect(countdown.getByText('01:02:03')).not.toHaveAttribute('role');
    expect(countdown.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('live-countdown').closest('[aria-live], [role="status"], [role="timer"]')).toBeNull();
    // 2026-11-21 13:02 in UTC+8 (FIXTURE_NOW is 12:00).
    expect(countdown.getByText(/开播时间 11月21日 13:02/)).toBeInTheDocument();
    expect(countdown.getByRole('button', { name: '预约直播' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('live-notice')).toHaveTextContent('论坛将于明天上午9:00开始。');
    expect(screen.getByText('直播内容仅代表嘉宾个人观点。')).toBeInTheDocument();
    // Nothing to play before the start: the poster only.
    expect(screen.queryByRole('button', { name: /^播放/ })).toBeNull();
    expect(screen.getByText('暂无消息，来说两句吧～')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('登录后参与互动')).toBeInTheDocument();
  });

  it('booked: 已预约, pressed', () => {
    render(<s.UpcomingBooked />);
    expect(screen.getByRole('button', { name: '已预约' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('booking calls back on a tap', () => {
    const onToggle = jest.fn();
    render(<s.UpcomingWithCountdown booking={{ booked: false, onToggle }} />);
    fireEvent.click(screen.getByRole('button', { name: '预约直播' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('live: 直播中 with the online count, an inline player that never autoplays, the chat', () => {
    const { container } = render(<s.Live />);
    const status = within(screen.getByTestId('live-status'));
    expect(status.getByText('直播中')).toBeInTheDocument();
    expect(status.getByText('在线 128')).toBeInTheDocument();
    expect(status.getByText('观看 2.0k')).toBeInTheDocument();
    expect(screen.queryByTestId('live-countdown')).toBeNull();
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.playsInline).toBe(true);
    expect(video).toHaveAttribute('x5-playsinline', 'true');
    expect(video).toHaveAttribute('webkit-playsinline', 'true');
    expect(video?.autoplay).toBe(false);
    // HLS: no src before the tap (hls.js or the native player attaches it then).
    expect(video).not.toHaveAttribute('src');
    expect(screen.getByRole('button', { name: '播放 主机位' })).toBeInTheDocument();
    const chat = within(screen.getByTestId('live-chat'));
    expect(chat.getByText('第1条消息')).toBeInTheDocument();
    expect(chat.getByText('第3条消息')).toBeInTheDocument();
  });

  it('ended and replay: their labels, no online count; several entries get a switcher', () => {
    const { unmount } = render(<s.Ended />);
    expect(within(screen.getByTestId('live-status')).getByText('已结束')).toBeInTheDocument();
    expect(screen.queryByText(/^在线/)).toBeNull();
    unmount();
    const { container } = render(<s.Replay />);
    expect(within(screen.getByTestId('live-status')).getByText('回放')).toBeInTheDocument();
    const switcher = within(screen.getByRole('group', { name: '切换机位' }));
    expect(switcher.getByRole('button', { name: '上半场' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(switcher.getByRole('button', { name: '下半场' }));
    expect(switcher.getByRole('button', { name: '下半场' })).toHaveAttribute('aria-pressed', 'true');
    // An MP4 plays through the native controls even before JavaScript: the server's HTML names it.
    // Once the script runs, the tap attaches it (a src React removed after the tap unloaded it).
    expect(renderToString(<s.Replay />)).toContain('src="/media/demo/landscape.mp4"');
    expect(container.querySelector('video')).not.toHaveAttribute('src');
  });

  it('one play control at a time: the button before playback, the native controls after the tap', async () => {
    // jsdom plays nothing: the tap's play() and the source's load() resolve without a picture.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    const { container, unmount } = render(<s.Replay />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(screen.getByRole('button', { name: /^播放/ })).toBeInTheDocument();
    expect(video.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^播放/ }));
    expect(screen.queryByRole('button', { name: /^播放/ })).toBeNull();
    expect(video.controls).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    unmount();
    play.mockRestore();
    load.mockRestore();
  });

  it('says 直播已开始 once, politely, when the countdown reaches zero; a room live when opened says nothing', () => {
    const { rerender } = render(<s.UpcomingWithCountdown />);
    const announcement = screen.getByTestId('live-announcement');
    expect(announcement).toHaveAttribute('role', 'status');
    expect(announcement).toHaveTextContent(/^$/);
    const start = (s.UpcomingWithCountdown.args.data?.room.start_time ?? 0) * 1000;
    rerender(<s.UpcomingWithCountdown now={start + 1000} />);
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-phase', 'live');
    expect(screen.getByTestId('live-announcement')).toHaveTextContent(/^直播已开始$/);
  });

  it('a room already live when opened announces nothing', () => {
    render(<s.Live />);
    expect(screen.getByTestId('live-announcement')).toHaveTextContent(/^$/);
  });

  it('chat: the room’s welcome rows have no avatar and no like; a sender without a picture shows an initial', () => {
    const welcome = fixtureChatMessage(1, { user_id: '', alias: '', content: '欢迎 老周 进入直播间' });
    const plain = fixtureChatMessage(2, { alias: '新用户6321', avatar: '' });
    render(<s.Live chat={{ messages: [welcome, plain], hasOlder: false, onLike: jest.fn() }} />);
    const rows = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-msg-id'));
    expect(rows[0]).toHaveTextContent(/^欢迎 老周 进入直播间$/);
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[0]).queryByTestId('default-avatar')).toBeNull();
    expect(within(rows[1]).getByTestId('default-avatar')).toHaveTextContent(/^新$/);
    expect(within(rows[1]).getByRole('button', { name: '点赞 2' })).toBeInTheDocument();
  });

  it('chat states: empty, with messages and an older page, disconnected, logged out', () => {
    const { unmount } = render(<s.ChatEmpty />);
    expect(screen.getByText('暂无消息，来说两句吧～')).toBeInTheDocument();
    unmount();
    const many = render(<s.ChatWithMessages />);
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-msg-id'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: '查看更早的消息' })).toBeInTheDocument();
    many.unmount();
    const closed = render(<s.ChatDisconnected />);
    expect(within(screen.getByTestId('live-chat')).getByRole('status')).toHaveTextContent('连接已断开，正在重连…');
    closed.unmount();
    render(<s.ChatLoggedOut />);
    expect(screen.getByPlaceholderText('登录后参与互动')).toBeInTheDocument();
  });

  it('chat: the connection line comes after the talk, by the input, not above the first row', () => {
    render(<s.ChatDisconnected />);
    const chat = screen.getByTestId('live-chat');
    const status = within(chat).getByRole('status');
    const list = within(chat).getByRole('list');
    expect(list.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.nextElementSibling?.tagName).toBe('FORM');
  });

  it('scrolling the chat near its top asks for the older page', () => {
    const onLoadOlder = jest.fn();
    render(
      <s.ChatWithMessages
        chat={{ ...s.ChatWithMessages.args.chat, messages: fixtureChat(12), hasOlder: true, onLoadOlder }}
      />,
    );
    const list = screen.getByRole('list');
    list.scrollTop = 10;
    fireEvent.scroll(list);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(2);
  });

  it('a message like is a pressed button with its count', () => {
    const onLike = jest.fn();
    const first = fixtureChatMessage(1);
    render(<s.Live chat={{ messages: [first], hasOlder: false, onLike }} />);
    fireEvent.click(screen.getByRole('button', { name: `点赞 ${first.like_count}` }));
    expect(onLike).toHaveBeenCalledWith(first.msg_id);
  });

  it('preview: no input, booking or room like', () => {
    render(<s.Preview />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /预约/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^点赞/ })).toBeNull();
    expect(screen.getByTestId('live-countdown-remaining')).toBeInTheDocument();
  });

  it("preview: a read-only message's like count is announced as 点赞 and its number", () => {
    render(<s.Preview />);
    expect(screen.getAllByRole('img', { name: /^点赞 \d+$/ }).length).toBeGreaterThan(0);
  });

  it('upcoming: the badge and the start time are in colours readable on their backgrounds', () => {
    render(<s.UpcomingWithCountdown />);
    // Dark text on the badge's light orange (white had 1.95:1); the start time in the darker grey (meta had 4.37:1).
    expect(screen.getByText(STATUS_LABELS.upcoming)).toHaveStyle({ color: defaultTheme.colors.text });
    expect(within(screen.getByTestId('live-countdown')).getByText(new RegExp(START_TIME_LABEL))).toHaveStyle({
      color: defaultTheme.colors.textSecondary,
    });
  });

  it('columns: tabs, introduction and a content column on tap, a safe link column, an unsafe one dropped', () => {
    render(<s.Columns />);
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: '互动' })).toHaveAttribute('aria-selected', 'true');
    // A link column is a tab of the list that opens its page (a tab list holds tabs only).
    expect(tabs.getByRole('tab', { name: '防汛指南' })).toHaveAttribute('href', 'https://h5.example.com/guide');
    expect(tabs.getAllByRole('tab').map((tab) => tab.tagName)).toContain('A');
    expect(tabs.queryByText('坏链接')).toBeNull();
    fireEvent.click(tabs.getByRole('tab', { name: '简介' }));
    expect(screen.queryByTestId('live-chat')).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('新线今日开通，记者在现场。');
    fireEvent.click(tabs.getByRole('tab', { name: '相关报道' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: '暴雨橙色预警信号生效中' })).toHaveAttribute(
      'href',
      '/davmu/share/news/doc/2026/11/AAAAAAAA/index.html',
    );
  });

  it('sub-screens: their own layouts of the same room, linked from the tabs', () => {
    const image = render(<s.ImageScreen />);
    expect(image.container.querySelector('[data-screen="ImageScreen"]')).not.toBeNull();
    expect(screen.getByTestId('live-updates')).toHaveTextContent('9:38 男子组冠军冲线。');
    expect(screen.queryByTestId('live-player')).toBeNull();
    expect(screen.getByRole('link', { name: '图文直播' })).toHaveAttribute('aria-current', 'page');
    image.unmount();
    const portrait = render(<s.PortraitScreen />);
    expect(portrait.container.querySelector('[data-screen="PortraitScreen"]')).not.toBeNull();
    expect(screen.getByTestId('live-player')).toBeInTheDocument();
    expect(screen.getByTestId('live-chat')).toBeInTheDocument();
    portrait.unmount();
    render(<s.LandscapeScreen />);
    expect(screen.getByRole('link', { name: '横屏直播' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/LandscapeScreen\/index\.html$/),
    );
    expect(screen.getByRole('link', { name: '横屏直播' })).toHaveAttribute('aria-current', 'page');
    // Landscape (issue 61): the screen switch right after the title, above the talk and its input.
    const order = screen
      .getByRole('navigation', { name: '直播画面' })
      .compareDocumentPosition(screen.getByTestId('live-chat'));
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
