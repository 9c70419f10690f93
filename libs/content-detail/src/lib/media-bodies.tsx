import { preload } from 'react-dom';
import styled from 'styled-components';
import { FixedRatioImage } from '@share/ui';

export interface MediaBodyProps {
  src: string;
  poster?: string;
  title: string;
  /** duration_str of the item ("05:32"). */
  duration?: string;
}

const Player = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.stage};
  video {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    background: ${({ theme }) => theme.colors.stage};
  }
`;

const Duration = styled.span`
  position: absolute;
  right: 8px;
  top: 8px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 20px;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.scrim};
  pointer-events: none;
`;

/**
 * A player's poster is the largest paint of its page's first screen, but no preload scanner reads
 * `poster`: the browser found it only once the player was laid out, after the document's first
 * layout. Named in the head (React hoists the link), it is fetched at once, as the article's first
 * image is.
 */
function preloadPoster(poster: string | undefined) {
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
}

/** Video: a player with the cover as poster and the duration. */
export function VideoBody({ src, poster, title, duration }: MediaBodyProps) {
  preloadPoster(poster);
  return (
    <Player data-testid="video-player">
      <video src={src} poster={poster} controls playsInline preload="none" aria-label={title} />
      {duration ? <Duration data-testid="duration">{duration}</Duration> : null}
    </Player>
  );
}

/**
 * The short video leaves room on the first screen for the banner above it and the title below it
 * (it filled the whole screen, so a visitor saw only a poster).
 */
const SHORT_VIDEO_ROOM = '200px';

const Vertical = styled.div`
  position: relative;
  height: calc(100vh - ${SHORT_VIDEO_ROOM});
  height: calc(100svh - ${SHORT_VIDEO_ROOM});
  min-height: 320px;
  background: ${({ theme }) => theme.colors.stage};
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.stage};
  }
`;

/** Short video: vertical, full-screen player. */
export function ShortVideoBody({ src, poster, title, duration }: MediaBodyProps) {
  preloadPoster(poster);
  return (
    <Vertical data-testid="svideo-player">
      <video src={src} poster={poster} controls playsInline loop preload="none" aria-label={title} />
      {duration ? <Duration data-testid="duration">{duration}</Duration> : null}
    </Vertical>
  );
}

const AudioCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  .cover {
    width: 180px;
  }
  audio {
    width: 100%;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

/** Audio: cover, player and duration. */
export function AudioBody({ src, poster, title, duration }: MediaBodyProps) {
  return (
    <AudioCard data-testid="audio-player">
      <div className="cover">
        <FixedRatioImage src={poster} alt={title} ratio={1} loading="eager" radius="12px" />
      </div>
      <audio src={src} controls preload="none" aria-label={title} />
      {duration ? <span data-testid="duration">{duration}</span> : null}
    </AudioCard>
  );
}
