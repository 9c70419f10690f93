/**
 * Playable demo media, generated at start-up with the FFmpeg binary of `@ffmpeg-installer/ffmpeg`
 * (nothing is downloaded at run time): a test pattern and a sine tone at a low bitrate. Each video or
 * audio item of the demo data names a file of its own length (`landscape-195.mp4` lasts 195 s), so
 * the duration badge a visitor sees is the length the player shows. One 30-second clip per shape is
 * encoded (about 50 kbit/s with its sound), and every length is that clip looped by stream copy (no second encode: the whole set takes
 * a second or two). The live stream's 2-second MPEG-TS segments are cut from the landscape clip; the
 * API serves its playlists from live-playlist.ts. Written under `DATA_DIR/media-demo`, each file
 * under a temporary name first, and served at `/media/demo/...`. When the binary is missing or fails,
 * the API logs it and starts anyway (the players then show their error state).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** URL prefix of the generated files (the API serves the folder there). */
export const DEMO_VIDEO_URL_PREFIX = '/media/demo';
/** Folder, inside the data dir, that holds the generated files. */
export const DEMO_VIDEO_FOLDER = 'media-demo';

type Shape = 'landscape' | 'portrait' | 'audio';

/** The generated file of `shape` that lasts `seconds` (whole seconds, as the badges count). */
export function demoMediaUrl(shape: Shape, seconds: number): string {
  return `${DEMO_VIDEO_URL_PREFIX}/${shape}-${seconds}.${shape === 'audio' ? 'm4a' : 'mp4'}`;
}

const MEDIA_FILE = /\/media\/demo\/(landscape|portrait|audio)-(\d+)\.(?:mp4|m4a)/g;

/** The files `urls` (or any text holding them, such as the demo data as JSON) point at. */
export function demoMediaFiles(text: string): { shape: Shape; seconds: number; name: string }[] {
  const seen = new Map<string, { shape: Shape; seconds: number; name: string }>();
  for (const match of text.matchAll(MEDIA_FILE)) {
    const name = match[0].slice(DEMO_VIDEO_URL_PREFIX.length + 1);
    seen.set(name, { shape: match[1] as Shape, seconds: Number(match[2]), name });
  }
  return [...seen.values()];
}

/** Length of the clip every file loops, and of one loop of the live stream. */
export const DEMO_CLIP_SECONDS = 30;
/** Live segment length: a keyframe every 2 s, so the HLS muxer cuts 2 s segments. */
export const LIVE_SEGMENT_SECONDS = 2;

export const DEMO_VIDEO = {
  /** The live stream's sliding-window playlist (live-playlist.ts, never ends). */
  hls: `${DEMO_VIDEO_URL_PREFIX}/live/index.m3u8`,
  /** The same segments once, as a VOD playlist with its end (a replay). */
  replay: `${DEMO_VIDEO_URL_PREFIX}/live/replay.m3u8`,
} as const;
/** The segments' own playlist as FFmpeg wrote it; live-playlist.ts reads their durations from it. */
export const LIVE_SEGMENT_PLAYLIST = 'live/segments.m3u8';

const FPS = 15;
const GOP = FPS * LIVE_SEGMENT_SECONDS;

const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
const AUDIO = ['-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '22050'];

function clipArgs(shape: Shape, output: string): string[] {
  const tone = `sine=frequency=${shape === 'portrait' ? 660 : 440}:sample_rate=22050:duration=${DEMO_CLIP_SECONDS},volume=0.3`;
  if (shape === 'audio') return [...quiet, '-f', 'lavfi', '-i', tone, ...AUDIO, '-f', 'mp4', output];
  const size = shape === 'portrait' ? '180x320' : '320x180';
  return [
    ...quiet,
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=${FPS}:duration=${DEMO_CLIP_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    tone,
    // Only this clip is encoded, so a slower preset is affordable: half the bytes of ultrafast.
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '30',
    '-maxrate',
    '96k',
    '-bufsize',
    '192k',
    '-g',
    String(GOP),
    '-keyint_min',
    String(GOP),
    '-sc_threshold',
    '0',
    ...AUDIO,
    '-shortest',
    '-f',
    'mp4',
    output,
  ];
}

/** The FFmpeg binary of the installed package, or null when it is not installed. */
export function ffmpegPath(): string | null {
  try {
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return existsSync(installer.path) ? installer.path : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure the demo media named in `wanted` (demoMediaFiles) and the live segments exist under
 * dataDir; returns their folder, or null when they could not be made (logged). Only missing files
 * are made, so a later start takes nothing.
 */
export function ensureDemoVideo(
  dataDir: string,
  logger: Logger,
  wanted: ReturnType<typeof demoMediaFiles>,
  binary: string | null = ffmpegPath(),
): string | null {
  const folder = path.join(dataDir, DEMO_VIDEO_FOLDER);
  const missing = wanted.filter((file) => !existsSync(path.join(folder, file.name)));
  const liveMissing = !existsSync(path.join(folder, LIVE_SEGMENT_PLAYLIST));
  if (missing.length === 0 && !liveMissing) return folder;
  if (!binary) {
    logger.warn('demo media not generated: the @ffmpeg-installer/ffmpeg binary is missing');
    return null;
  }
  const started = Date.now();
  const clips = path.join(folder, 'clips');
  try {
    mkdirSync(clips, { recursive: true });
    const run = (args: string[]) =>
      execFileSync(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
    const clip = (shape: Shape) => {
      const file = path.join(clips, `${shape}.mp4`);
      if (!existsSync(file)) {
        run(clipArgs(shape, `${file}.part`));
        renameSync(`${file}.part`, file);
      }
      return file;
    };
    for (const file of missing) {
      const output = path.join(folder, file.name);
      run([
        ...quiet,
        '-stream_loop',
        '-1',
        '-i',
        clip(file.shape),
        '-t',
        String(file.seconds),
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        `${output}.part`,
      ]);
      renameSync(`${output}.part`, output);
    }
    if (liveMissing) {
      const live = path.join(folder, 'live');
      const building = `${live}.part`;
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      run([
        ...quiet,
        '-i',
        clip('landscape'),
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        String(LIVE_SEGMENT_SECONDS),
        '-hls_list_size',
        '0',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(building, 'segment-%03d.ts'),
        path.join(building, path.basename(LIVE_SEGMENT_PLAYLIST)),
      ]);
      rmSync(live, { recursive: true, force: true });
      renameSync(building, live);
    }
    logger.info(
      { folder, files: missing.length, live: liveMissing, ms: Date.now() - started },
      'generated the demo media',
    );
    return folder;
  } catch (error) {
    logger.warn({ err: error }, 'demo media not generated: FFmpeg failed');
    return null;
  }
}

/** Segment file names and durations of the generated live stream (its own playlist), in order. */
export function liveSegments(folder: string): { uri: string; seconds: number }[] {
  const text = readFileSync(path.join(folder, LIVE_SEGMENT_PLAYLIST), 'utf8');
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const line of text.split('\n').map((entry) => entry.trim())) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return segments;
}
