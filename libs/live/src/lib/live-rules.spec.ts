import { fixtureChatMessage } from './fixtures';
import {
  landingScreenOf,
  countdownParts,
  formatLiveCountdown,
  hlsPlayback,
  isHlsSource,
  mergeMessages,
  phaseOf,
  roomRenderIsStale,
  safeLinkUrl,
} from './live-rules';

describe('live rules', () => {
  it("marks a 图文直播 room's own page as its 图文直播 and a video room's as its 横屏直播", () => {
    expect(landingScreenOf({ type: 'image_text' })).toBe('ImageScreen');
    expect(landingScreenOf({ type: 'video' })).toBe('LandscapeScreen');
  });

  it('phase: an upcoming room is live once its start time has come', () => {
    expect(phaseOf(0, 100, 99_000)).toBe('upcoming');
    expect(phaseOf(0, 100, 100_000)).toBe('live');
    expect(phaseOf(1, 100, 0)).toBe('live');
    expect(phaseOf(2, 100, 0)).toBe('ended');
    expect(phaseOf(3, 100, 0)).toBe('replay');
  });

  it('countdown: style 1 clock with days when there are any, style 2 Chinese units, zero at the start', () => {
    expect(formatLiveCountdown(countdownParts(3_723, 0), 1)).toBe('01:02:03');
    expect(formatLiveCountdown(countdownParts(90_061, 0), 1)).toBe('1天 01:01:01');
    expect(formatLiveCountdown(countdownParts(8_106, 0), 2)).toBe('2小时15分06秒');
    expect(formatLiveCountdown(countdownParts(65, 0), 2)).toBe('01分05秒');
    expect(countdownParts(10, 10_500)).toMatchObject({ remainingMs: 0, seconds: 0 });
    expect(countdownParts(10, 9_500).seconds).toBe(1);
  });

  it('link columns: http(s) and site paths only', () => {
    expect(safeLinkUrl('https://h5.example.com/a')).toBe('https://h5.example.com/a');
    expect(safeLinkUrl('/davmu/share/list/x/index.html')).toBe('/davmu/share/list/x/index.html');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('//evil.example.com')).toBeNull();
    expect(safeLinkUrl('data:text/html,x')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });

  it('HLS: by .m3u8 path or type hls; native without MediaSource (iOS), hls.js where MediaSource exists', () => {
    expect(isHlsSource('/media/demo/live/index.m3u8?camera=a')).toBe(true);
    expect(isHlsSource('/x.mp4', 'hls')).toBe(true);
    expect(isHlsSource('/x.mp4', 'replay')).toBe(false);
    expect(hlsPlayback('maybe', false)).toBe('native');
    expect(hlsPlayback('probably', true)).toBe('native');
    expect(hlsPlayback('maybe', true)).toBe('hls.js');
    expect(hlsPlayback('', true)).toBe('hls.js');
  });

  it('messages merge oldest first, each msg_id once', () => {
    const a = fixtureChatMessage(1);
    const b = fixtureChatMessage(2);
    const c = fixtureChatMessage(3);
    const merged = mergeMessages([a, b], [c, b, a]);
    expect(merged.map((m) => m.msg_id)).toEqual([a.msg_id, b.msg_id, c.msg_id]);
    const same = [a];
    expect(mergeMessages(same, [a])).toBe(same);
  });

  it('merging messages: a message already shown takes the incoming like count (the HTML may be cached)', () => {
    const a = { ...fixtureChatMessage(1), like_count: 45 };
    const b = fixtureChatMessage(2);
    const merged = mergeMessages([a, b], [{ ...a, like_count: 46 }]);
    expect(merged.map((m) => [m.msg_id, m.like_count])).toEqual([
      [a.msg_id, 46],
      [b.msg_id, b.like_count],
    ]);
  });

  it("a room rendered 5 s or more before the visitor's clock came from a cache: its status is asked at once", () => {
    const renderedAt = 1_795_233_600_000;
    expect(roomRenderIsStale(renderedAt, renderedAt)).toBe(false);
    expect(roomRenderIsStale(renderedAt, renderedAt + 4_999)).toBe(false);
    expect(roomRenderIsStale(renderedAt, renderedAt + 5_000)).toBe(true);
    expect(roomRenderIsStale(renderedAt, renderedAt + 35_000)).toBe(true);
  });
});
