/**
 * The demo live stream: HLS playlists over the generated segments, played in a loop. The live
 * playlist is a sliding window whose media sequence follows the clock (segment n of the stream is
 * on air from the moment the loop puts it there), without an end, so a player joins at the live
 * edge and keeps loading segments for as long as the visitor stays. Where the loop wraps, the
 * timestamps restart: an EXT-X-DISCONTINUITY marks it and EXT-X-DISCONTINUITY-SEQUENCE counts the
 * wraps before the window (RFC 8216 §4.3.3). A replay lists the segments once, with its end.
 */

export interface PlaylistSegment {
  uri: string;
  seconds: number;
}

/**
 * Segments the live playlist lists (24 s). hls.js starts three segments from the edge; a player that
 * falls further behind than the window (a busy phone stalling) is moved forward to the edge, so the
 * window leaves it room. Shorter than one loop, so no file appears twice in a window.
 */
export const LIVE_WINDOW_SEGMENTS = 12;

const header = (segments: PlaylistSegment[]) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments.map((segment) => segment.seconds)))}`,
];

const entry = (segment: PlaylistSegment) => [`#EXTINF:${segment.seconds.toFixed(6)},`, segment.uri];

/**
 * The live playlist at `nowMs`: the `window` segments completed last, numbered from `epochMs`, the
 * moment the stream started (sequence n plays segment n mod the segment count). The API starts its
 * stream when it starts: numbers counted from 1970 (hundreds of millions) make hls.js crawl, as it
 * keeps per-discontinuity arrays indexed by the discontinuity sequence.
 */
export function livePlaylist(
  segments: PlaylistSegment[],
  nowMs: number,
  epochMs = 0,
  window = LIVE_WINDOW_SEGMENTS,
): string {
  if (segments.length === 0) throw new Error('livePlaylist: no segments');
  const count = segments.length;
  const loopSeconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const now = Math.max(0, nowMs - epochMs) / 1000;
  const loops = Math.floor(now / loopSeconds);
  // The segment on air: the last one whose start (within this loop) has passed.
  let into = now - loops * loopSeconds;
  let onAir = 0;
  while (onAir < count - 1 && into >= segments[onAir].seconds) {
    into -= segments[onAir].seconds;
    onAir += 1;
  }
  const last = loops * count + onAir - 1;
  const first = Math.max(0, last - window + 1);
  const lines = [
    ...header(segments),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    if (sequence > first && sequence % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(...entry(segments[sequence % count]));
  }
  return `${lines.join('\n')}\n`;
}

/** The segments once, as a video on demand (a replay): it ends. */
export function vodPlaylist(segments: PlaylistSegment[]): string {
  return `${[...header(segments), '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0', ...segments.flatMap(entry), '#EXT-X-ENDLIST'].join('\n')}\n`;
}
