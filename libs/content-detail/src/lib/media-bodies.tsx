import { useRef, useState, type MouseEvent } from 'react';
import { flushSync, preload } from 'react-dom';
import styled from 'styled-components';
import { FixedRatioImage, Image, PlayIcon } from '@share/ui';
import { formatClock, parseClock } from '@share/util-format';
import { AUDIO_PLAY_LABEL, AUDIO_SEEK_LABEL } from './messages';

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
  white-space: nowrap;
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

/** A short video's shape (360×640). */
const SHORT_VIDEO_SHAPE = { width: 360, height: 640 };

/**
 * The picture's own box, centred on the stage: the duration sits on the picture's corner. On the
 * stage's corner it stood on the black bar at the screen's edge, cut off from the video it belongs to.
 */
const Frame = styled.div`
  position: relative;
  height: 100%;
  max-width: 100%;
  margin: 0 auto;
  aspect-ratio: ${SHORT_VIDEO_SHAPE.width} / ${SHORT_VIDEO_SHAPE.height};
`;

/** Short video: vertical, the cover and one play control, a looping player once tapped. */
export function ShortVideoBody(props: MediaBodyProps) {
  preloadPoster(props.poster);
  return (
    <Vertical data-testid="svideo-player">
      <Frame>
        <VideoFacade {...props} shape={SHORT_VIDEO_SHAPE} loop />
        {props.duration ? <Duration data-testid="duration">{props.duration}</Duration> : null}
      </Frame>
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
`;

const AudioControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  button {
    flex: none;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
  }
  input {
    flex: 1;
    min-width: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .time {
    flex: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.meta};
  }
`;

const PauseIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden>
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
  </svg>
);

/**
 * Audio: cover, a play toggle, the position and the length. The browser's own controls read 0:00 /
 * 0:00 until the file's metadata arrives (preload none: nothing is fetched before a tap), beside the
 * data's length; here the length shown is duration_str, and the file's own length sizes the track.
 */
export function AudioBody({ src, poster, title, duration }: MediaBodyProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const total = length ?? parseClock(duration);
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    // A refused play (no gesture credited, no media) leaves the toggle off.
    if (audio.paused) audio.play()?.catch(() => undefined);
    else audio.pause();
  };
  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = seconds;
    setPosition(seconds);
  };
  return (
    <AudioCard data-testid="audio-player">
      <div className="cover">
        <FixedRatioImage src={poster} alt={title} ratio={1} loading="eager" radius="12px" />
      </div>
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setLength(seconds);
        }}
      />
      <AudioControls>
        <button type="button" aria-label={AUDIO_PLAY_LABEL} aria-pressed={playing} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon size={24} />}
        </button>
        <input
          type="range"
          aria-label={AUDIO_SEEK_LABEL}
          min={0}
          max={Math.max(total, 1)}
          step={1}
          value={Math.min(position, total || position)}
          onChange={(event) => seek(Number(event.target.value))}
        />
        <span className="time" data-testid="audio-time">
          {formatClock(position)} / <span data-testid="duration">{duration || formatClock(length ?? 0)}</span>
        </span>
      </AudioControls>
    </AudioCard>
  );
}
