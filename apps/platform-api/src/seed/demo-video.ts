/**
 * Playable demo video, generated at start-up with the FFmpeg binary of `@ffmpeg-installer/ffmpeg`
 * (nothing is downloaded at run time): a few seconds of test pattern and a sine tone, tiny and low
 * bitrate, as MP4 (H.264 + AAC, landscape and portrait) and as a VOD HLS stream (MPEG-TS segments,
 * played natively on iOS and through hls.js elsewhere). Written once per data dir under
 * `DATA_DIR/media-demo` and served at `/media/demo/...`; the demo items point there. When the binary
 * is missing or fails, the API logs it and starts anyway (the players then show their error state).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** URL prefix of the generated files (the API serves the folder there). */
export const DEMO_VIDEO_URL_PREFIX = '/media/demo';
/** Folder, inside the data dir, that holds the generated files. */
export const DEMO_VIDEO_FOLDER = 'media-demo';

export const DEMO_VIDEO = {
  landscape: `${DEMO_VIDEO_URL_PREFIX}/landscape.mp4`,
  portrait: `${DEMO_VIDEO_URL_PREFIX}/portrait.mp4`,
  hls: `${DEMO_VIDEO_URL_PREFIX}/live/index.m3u8`,
} as const;

const SECONDS = 6;
const FPS = 15;
/** Keyframe every 2 s, so the HLS muxer cuts 2 s segments. */
const GOP = FPS * 2;
// Written last: its presence means every file is complete.
const DONE_MARKER = '.complete';

function encodeArgs(size: string, output: string, frequency: number): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${FPS}:duration=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${SECONDS}`,
    '-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-b:v', '200k', '-g', String(GOP), '-keyint_min', String(GOP), '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100',
    '-shortest', '-movflags', '+faststart',
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
 * Makes sure the demo video exists under dataDir; returns its folder, or null when it could not be
 * made (logged). Takes well under a second when the files are missing, nothing when they exist.
 */
export function ensureDemoVideo(dataDir: string, logger: Logger, binary: string | null = ffmpegPath()): string | null {
  const folder = path.join(dataDir, DEMO_VIDEO_FOLDER);
  if (existsSync(path.join(folder, DONE_MARKER))) return folder;
  if (!binary) {
    logger.warn('demo video not generated: the @ffmpeg-installer/ffmpeg binary is missing');
    return null;
  }
  const started = Date.now();
  try {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(path.join(folder, 'live'), { recursive: true });
    const run = (args: string[]) => execFileSync(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 30_000 });
    run(encodeArgs('320x180', path.join(folder, 'landscape.mp4'), 440));
    run(encodeArgs('180x320', path.join(folder, 'portrait.mp4'), 660));
    run([
      '-hide_banner', '-loglevel', 'error', '-y',
      '-i', path.join(folder, 'landscape.mp4'),
      '-c', 'copy',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod',
      '-hls_segment_filename', path.join(folder, 'live', 'segment-%03d.ts'),
      path.join(folder, 'live', 'index.m3u8'),
    ]);
    writeFileSync(path.join(folder, DONE_MARKER), '');
    logger.info({ folder, ms: Date.now() - started }, 'generated the demo video');
    return folder;
  } catch (error) {
    logger.warn({ err: error }, 'demo video not generated: FFmpeg failed');
    return null;
  }
}
