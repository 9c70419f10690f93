import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  DEMO_CLIP_SECONDS,
  DEMO_VIDEO,
  DEMO_VIDEO_FOLDER,
  LIVE_SEGMENT_SECONDS,
  demoMediaFiles,
  ensureDemoVideo,
  ffmpegPath,
  liveSegments,
} from './seed/demo-video';
import { demoData } from './seed/demo-data';
import { startTestApi } from './testing/test-server';

const logger = pino({ level: 'silent' });

/** The length an MP4 declares in its movie header (mvhd: timescale and duration), in seconds. */
function mp4Seconds(file: string): number {
  const bytes = readFileSync(file);
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error(`${file}: no mvhd box`);
  const version = bytes[at + 4];
  return version === 1
    ? Number(bytes.readBigUInt64BE(at + 28)) / bytes.readUInt32BE(at + 24)
    : bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

interface PlayedItem {
  key: string;
  duration_str?: string;
  payload?: { play_url?: string; duration?: number };
}

const playedItems = (demoData.items as PlayedItem[]).filter((item) => item.duration_str);
const wanted = demoMediaFiles(JSON.stringify(demoData));

describe('demo media', () => {
  let dataDir: string;
  let folder: string | null;
  let generationMs: number;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'demo-video-'));
    const started = Date.now();
    folder = ensureDemoVideo(dataDir, logger, wanted);
    generationMs = Date.now() - started;
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('every video, short video and audio item plays a generated file whose length is its badge', () => {
    expect(ffmpegPath()).not.toBeNull();
    expect(folder).toBe(path.join(dataDir, DEMO_VIDEO_FOLDER));
    expect(playedItems.length).toBeGreaterThanOrEqual(20);
    for (const item of playedItems) {
      const url = item.payload?.play_url ?? '';
      expect(url).toMatch(/^\/media\/demo\/(landscape|portrait|audio)-\d+\.(mp4|m4a)$/);
      const seconds = mp4Seconds(path.join(dataDir, DEMO_VIDEO_FOLDER, url.slice('/media/demo/'.length)));
      const whole = Math.round(seconds);
      const badge = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
      expect({ key: item.key, badge: item.duration_str, duration: item.payload?.duration }).toEqual({
        key: item.key,
        badge,
        duration: whole,
      });
      // The cut lands on a frame: within a tenth of a second of the length asked for.
      expect(Math.abs(seconds - whole)).toBeLessThan(0.1);
    }
  });

  it('the files are small and made in seconds: one 30 s clip per shape, looped by stream copy', () => {
    const bytes = wanted.reduce(
      (sum, file) => sum + statSync(path.join(dataDir, DEMO_VIDEO_FOLDER, file.name)).size,
      0,
    );
    const seconds = wanted.reduce((sum, file) => sum + file.seconds, 0);
    // About 50 kbit/s of video and sound, 16 kbit/s of sound alone.
    expect(bytes / seconds).toBeLessThan(6_000);
    expect(generationMs).toBeLessThan(30_000);
    console.info(
      `demo media: ${wanted.length} files, ${seconds} s, ${(bytes / 1e6).toFixed(1)} MB, generated in ${generationMs} ms`,
    );
  });

  it('the live segments: one loop of the landscape clip in 2 s MPEG-TS segments', () => {
    const segments = liveSegments(folder ?? '');
    expect(segments).toHaveLength(DEMO_CLIP_SECONDS / LIVE_SEGMENT_SECONDS);
    for (const segment of segments) {
      expect(segment.seconds).toBeCloseTo(LIVE_SEGMENT_SECONDS, 1);
      expect(readFileSync(path.join(folder ?? '', 'live', segment.uri))[0]).toBe(0x47); // TS sync byte
    }
  });

  it('a second start makes nothing', () => {
    const first = path.join(dataDir, DEMO_VIDEO_FOLDER, wanted[0].name);
    const modified = statSync(first).mtimeMs;
    expect(ensureDemoVideo(dataDir, logger, wanted)).toBe(folder);
    expect(statSync(first).mtimeMs).toBe(modified);
  });

  it('without the binary the API starts anyway (nothing generated)', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'demo-video-none-'));
    try {
      expect(ensureDemoVideo(other, logger, wanted, null)).toBeNull();
      expect(ensureDemoVideo(other, logger, wanted, '/nonexistent/ffmpeg')).toBeNull();
      expect(existsSync(path.join(other, DEMO_VIDEO_FOLDER, wanted[0].name))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('every live playlist plays the live stream, every replay a video on demand', () => {
    const rooms = demoData.live_rooms;
    for (const room of rooms) {
      for (const entry of room.playlists) {
        if (room.status === 0 || room.status === 1)
          expect(entry.play_url).toMatch(new RegExp(`^${DEMO_VIDEO.hls}\\?camera=`));
        else expect([DEMO_VIDEO.replay, ...wanted.map((file) => `/media/demo/${file.name}`)]).toContain(entry.play_url);
      }
    }
  });
});

describe('the demo live stream over HTTP', () => {
  it('the live playlist slides with the clock and never ends; the replay ends', async () => {
    const server = await startTestApi({ demoVideo: true });
    try {
      const get = async (route: string) => {
        const response = await fetch(new URL(route, server.url));
        expect(response.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
        return { text: await response.text(), cache: response.headers.get('cache-control') };
      };
      const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
      const before = await get(`${DEMO_VIDEO.hls}?camera=press-main`);
      expect(before.cache).toBe('no-cache');
      expect(before.text).not.toContain('#EXT-X-ENDLIST');
      server.clock.advance(10);
      const after = await get(DEMO_VIDEO.hls);
      expect(sequence(after.text) - sequence(before.text)).toBe(10 / LIVE_SEGMENT_SECONDS);

      const segment = /^segment-\d{3}\.ts$/m.exec(after.text)?.[0] ?? '';
      const media = await fetch(new URL(`/media/demo/live/${segment}`, server.url));
      expect(media.status).toBe(200);
      expect(new Uint8Array(await media.arrayBuffer())[0]).toBe(0x47);

      const replay = await get(DEMO_VIDEO.replay);
      expect(replay.text).toContain('#EXT-X-ENDLIST');
      expect(replay.text.match(/^segment-\d{3}\.ts$/gm)).toHaveLength(DEMO_CLIP_SECONDS / LIVE_SEGMENT_SECONDS);
    } finally {
      await server.close();
    }
  }, 60_000);
});
