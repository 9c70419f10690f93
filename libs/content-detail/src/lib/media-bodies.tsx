import { useRef, useState, type MouseEvent } from 'react';
import { flushSync, preload } from 'react-dom';
import styled from 'styled-components';
import { FixedRatioImage, Image, PlayIcon } from '@share/ui';

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
  video,
  .poster {
    display: block;
    width: 100%;
    /* The poster's height attribute would otherwise set its height (360 px) over the aspect ratio. */
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: contain;
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

/** The one play control of a facade: a round button over the poster's centre. */
const PlayLink = styled.a`
  position: absolute;
  left: 50%;
  top: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin: -28px 0 0 -28px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.scrim};
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

/** The accessible name of a facade's play control (the spec names none): 播放 and the title. */
export const playLabel = (title: string) => `播放 ${title}`;

interface FacadeProps extends MediaBodyProps {
  /** The poster's width and height attributes (the box's shape; CSS sizes it). */
  shape: { width: number; height: number };
  loop?: boolean;
}

/**
 * Issue 53: a `<video>` costs its page ~230 hidden nodes of media controls and a layout several times
 * the article's, so the server renders the poster as an image under one play control. Before
 * JavaScript that control is a link to the media file (the browser's own player opens it); once
 * hydrated, a tap puts the `<video>` in (flushSync) and calls play() in the same gesture, which iOS and
 * WeChat require. Listeners on the element's events attach to the inserted `<video>` as before.
 */
function VideoFacade({ src, poster, title, shape, loop }: FacadeProps) {
  const [inserted, setInserted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onPlay = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    flushSync(() => setInserted(true));
    const video = videoRef.current;
    if (!video) return;
    video.focus();
    // A refused play (no gesture credited, no media) leaves the player and its controls to the visitor.
    video.play()?.catch(() => undefined);
  };
  if (inserted) {
    return (
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        controls
        playsInline
        loop={loop}
        preload="auto"
        aria-label={title}
      />
    );
  }
  return (
    <>
      <Image
        className="poster"
        src={poster}
        alt=""
        width={shape.width}
        height={shape.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        fallback={<div className="poster" />}
      />
      <PlayLink href={src} aria-label={playLabel(title)} data-testid="play" onClick={onPlay}>
        <PlayIcon size={32} />
      </PlayLink>
    </>
  );
}

/** Video: the cover and one play control, a player once tapped, and the duration. */
export function VideoBody(props: MediaBodyProps) {
  preloadPoster(props.poster);
  return (
    <Player data-testid="video-player">
      <VideoFacade {...props} shape={{ width: 640, height: 360 }} />
      {props.duration ? <Duration data-testid="duration">{props.duration}</Duration> : null}
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
  video,
  .poster {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.stage};
  }
`;

/** Short video: vertical, the cover and one play control, a looping player once tapped. */
export function ShortVideoBody(props: MediaBodyProps) {
  preloadPoster(props.poster);
  return (
    <Vertical data-testid="svideo-player">
      <VideoFacade {...props} shape={{ width: 360, height: 640 }} loop />
      {props.duration ? <Duration data-testid="duration">{props.duration}</Duration> : null}
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
