// The room's player: a real <video> with its poster, inline on phones (playsinline, and the X5 and
// old WebKit attributes WeChat needs), never autoplaying; a tap on the play button attaches the
// source (hls.js loaded then, for HLS where the platform cannot play it) and plays. Several
// playlist entries get a switcher.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LiveDetail } from '@share/contract';
import { PlayIcon, useHydrating } from '@share/ui';
import { isHlsSource } from '../live-rules';
import { PLAYER_ERROR, PLAYLIST_LABEL } from '../messages';
import { attachSource, type AttachedSource } from './attach-source';

type Playlist = LiveDetail['playlists'][number];

export interface LivePlayerProps {
  playlists: Playlist[];
  /** Poster when an entry has no cover; the poster of the full-height (portrait) player. */
  background: string;
  title: string;
  /** Fill the parent's height (portrait screen) instead of 16:9. */
  fill?: boolean;
}

const Root = styled.div<{ $fill: boolean }>`
  ${({ $fill }) => ($fill ? 'position: absolute; inset: 0; display: flex; flex-direction: column;' : '')}
`;

const Frame = styled.div<{ $fill: boolean }>`
  position: relative;
  width: 100%;
  ${({ $fill }) => ($fill ? 'flex: 1; min-height: 0;' : 'aspect-ratio: 16 / 9;')}
  background: ${({ theme }) => theme.colors.text};
  video {
    display: block;
    width: 100%;
    height: 100%;
    /* Full height (portrait): the picture fills the screen, with no band for the title to straddle. */
    object-fit: ${({ $fill }) => ($fill ? 'cover' : 'contain')};
    background: ${({ theme }) => theme.colors.text};
  }
`;

const PlayButton = styled.button<{ $fill: boolean }>`
  position: absolute;
  inset: 0;
  /* Full-height (portrait): above the talk that covers the lower half. */
  ${({ $fill }) => ($fill ? 'bottom: 50%;' : '')}
  margin: auto;
  width: 64px;
  height: 64px;
  border: 0;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.mask};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const ErrorNote = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.space.md};
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Switcher = styled.div<{ $fill: boolean }>`
  ${({ $fill }) => ($fill ? 'position: absolute; top: 88px; left: 0; right: 0;' : '')}
  background: ${({ theme, $fill }) => ($fill ? 'transparent' : theme.colors.surface)};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  button {
    flex: none;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function LivePlayer({ playlists, background, title, fill = false }: LivePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const attached = useRef<AttachedSource | null>(null);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const hydrating = useHydrating();
  const entry = playlists[index] ?? playlists[0];

  const start = useCallback(async (target: Playlist | undefined) => {
    const video = videoRef.current;
    if (!video || !target) return;
    attached.current?.detach();
    attached.current = null;
    setFailed(false);
    setStarted(true);
    try {
      attached.current = await attachSource(video, target.play_url, target.type, () => setFailed(true));
      await video.play();
    } catch (error) {
      // A play() refused by the browser's policy leaves the native controls to the visitor.
      console.warn('[live player] play failed', error);
    }
  }, []);

  useEffect(() => () => attached.current?.detach(), []);

  const select = (next: number) => {
    setIndex(next);
    if (started) void start(playlists[next]);
  };

  // Without JavaScript an MP4 entry still plays through the native controls. Once the script runs,
  // the play button is the one control until playback starts: never both at once (issue 53).
  const plainSource = entry && !isHlsSource(entry.play_url, entry.type) ? entry.play_url : undefined;
  const nativeOnly = hydrating && Boolean(plainSource);
  return (
    <Root $fill={fill} data-testid="live-player">
      <Frame $fill={fill}>
        <video
          ref={videoRef}
          poster={(fill ? background || entry?.cover : entry?.cover || background) || undefined}
          // Only the server's render and hydration name the source (for the native controls): once the
          // script runs, attachSource sets it. A src prop React removes after a tap would unload the
          // source attachSource has just set, leaving the player at 0:00 (issue 61).
          src={nativeOnly ? plainSource : undefined}
          controls={started || nativeOnly}
          preload="none"
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          x5-video-player-type="h5-page"
          aria-label={entry?.name || title}
          onError={() => started && setFailed(true)}
        />
        {!started && !nativeOnly && entry ? (
          <PlayButton
            $fill={fill}
            type="button"
            aria-label={`播放 ${entry.name || title}`}
            onClick={() => void start(entry)}
          >
            <PlayIcon size={28} />
          </PlayButton>
        ) : null}
        {failed ? <ErrorNote role="status">{PLAYER_ERROR}</ErrorNote> : null}
      </Frame>
      {playlists.length > 1 ? (
        <Switcher $fill={fill} role="group" aria-label={PLAYLIST_LABEL}>
          {playlists.map((item, i) => (
            <button key={`${item.name}-${i}`} type="button" aria-pressed={i === index} onClick={() => select(i)}>
              {item.name}
            </button>
          ))}
        </Switcher>
      ) : null}
    </Root>
  );
}
