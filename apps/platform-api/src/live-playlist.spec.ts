import { LIVE_WINDOW_SEGMENTS, livePlaylist, vodPlaylist } from './services/live-playlist';

/** Fifteen 2-second segments: a 30-second loop. */
const SEGMENTS = Array.from({ length: 15 }, (_, i) => ({
  uri: `segment-${String(i).padStart(3, '0')}.ts`,
  seconds: 2,
}));
const LOOP_MS = 30_000;

const tag = (text: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(text)?.[1]);
const uris = (text: string) => text.split('\n').filter((line) => line.endsWith('.ts'));

describe('the demo live playlist', () => {
  const t = Date.UTC(2026, 2, 15, 4, 0, 0); // a whole number of loops since the epoch

  it('lists the last completed segments of the clock, the newest last, and never ends', () => {
    const text = livePlaylist(SEGMENTS, t + 9_000); // segment 4 on air: 0..3 completed
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    expect(text).toContain('#EXT-X-TARGETDURATION:2\n');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(uris(text)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(uris(text).at(-1)).toBe('segment-003.ts');
    const loops = t / LOOP_MS;
    expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBe(loops * 15 + 3 - LIVE_WINDOW_SEGMENTS + 1);
  });

  it('the media sequence follows the clock: one step per segment duration, none in between', () => {
    const at = (ms: number) => tag(livePlaylist(SEGMENTS, ms), 'EXT-X-MEDIA-SEQUENCE');
    expect(at(t + 20_000) - at(t + 10_000)).toBe(5);
    expect(at(t + 10_999)).toBe(at(t + 10_000));
    expect(at(t + 12_000)).toBe(at(t + 10_000) + 1);
    // A day later it is still moving: 43 200 segments on.
    expect(at(t + 86_400_000) - at(t)).toBe(43_200);
  });

  it('loops the segments: a discontinuity where the loop wraps, counted once it leaves the window', () => {
    const wrap = livePlaylist(SEGMENTS, t + 4_000); // completed: ... 013, 014, 000, 001
    expect(uris(wrap).slice(-4)).toEqual(['segment-013.ts', 'segment-014.ts', 'segment-000.ts', 'segment-001.ts']);
    expect(uris(wrap)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    const lines = wrap.split('\n');
    expect(lines[lines.indexOf('segment-000.ts') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(wrap.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    const loops = t / LOOP_MS;
    expect(tag(wrap, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(loops - 1);

    const later = livePlaylist(SEGMENTS, t + 28_000); // 002..013: the wrap is behind the window
    expect(later).not.toContain('#EXT-X-DISCONTINUITY\n');
    expect(tag(later, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(loops);
  });

  it("counts from the stream's start, so its numbers stay small (hls.js crawls on numbers in the hundreds of millions)", () => {
    const started = t - 60_000;
    const text = livePlaylist(SEGMENTS, t, started);
    expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBe(30 - LIVE_WINDOW_SEGMENTS); // 29 completed in a minute: 18..29
    expect(tag(text, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(1);
    expect(uris(text)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(tag(livePlaylist(SEGMENTS, t + 2_000, started), 'EXT-X-MEDIA-SEQUENCE')).toBe(31 - LIVE_WINDOW_SEGMENTS);
  });

  it('a replay is a video on demand: every segment once, then the end', () => {
    const text = vodPlaylist(SEGMENTS);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
    expect(uris(text)).toEqual(SEGMENTS.map((segment) => segment.uri));
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
