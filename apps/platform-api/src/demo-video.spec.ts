import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DEMO_VIDEO, DEMO_VIDEO_FOLDER, ensureDemoVideo, ffmpegPath } from './seed/demo-video';
import { demoItems } from './seed/demo-items';
import { demoLiveRooms } from './seed/demo-live';

const logger = pino({ level: 'silent' });

describe('demo video', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'demo-video-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once per data dir with the packaged FFmpeg: MP4 (landscape, portrait) and a VOD HLS stream', () => {
    expect(ffmpegPath()).not.toBeNull();
    const folder = ensureDemoVideo(dataDir, logger);
    expect(folder).toBe(path.join(dataDir, DEMO_VIDEO_FOLDER));
    for (const file of ['landscape.mp4', 'portrait.mp4', 'live/index.m3u8', 'live/segment-000.ts']) {
      expect(existsSync(path.join(dataDir, DEMO_VIDEO_FOLDER, file))).toBe(true);
    }
    const mp4 = readFileSync(path.join(dataDir, DEMO_VIDEO_FOLDER, 'landscape.mp4'));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // Tiny: a few seconds at a low bitrate.
    expect(mp4.length).toBeLessThan(400_000);
    const playlist = readFileSync(path.join(dataDir, DEMO_VIDEO_FOLDER, 'live/index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXTM3U');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist.match(/segment-\d{3}\.ts/g)?.length).toBeGreaterThanOrEqual(2);

    const modified = statSync(path.join(dataDir, DEMO_VIDEO_FOLDER, 'landscape.mp4')).mtimeMs;
    expect(ensureDemoVideo(dataDir, logger)).toBe(folder);
    expect(statSync(path.join(dataDir, DEMO_VIDEO_FOLDER, 'landscape.mp4')).mtimeMs).toBe(modified);
  });

  it('without the binary the API starts anyway (nothing generated)', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'demo-video-none-'));
    try {
      expect(ensureDemoVideo(other, logger, null)).toBeNull();
      expect(ensureDemoVideo(other, logger, '/nonexistent/ffmpeg')).toBeNull();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('every demo video, short video, video album track and live playlist points at the served demo files', () => {
    const urls = [
      ...demoItems.map((item) => (item.payload as { play_url?: string } | undefined)?.play_url).filter((url): url is string => Boolean(url && !url.endsWith('.wav'))),
      ...demoLiveRooms.flatMap((room) => [...room.playlists.map((entry) => entry.play_url), room.notice_video].filter(Boolean)),
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(Object.values(DEMO_VIDEO)).toContain(url.split('?')[0]);
  });
});
