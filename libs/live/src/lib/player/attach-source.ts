// Attaches a source to a <video>: MP4 and native HLS by src; HLS elsewhere through hls.js, imported
// only here, when an HLS source is actually played (never in a page's first-load JavaScript).
import { hlsPlayback, isHlsSource } from '../live-rules';

export interface AttachedSource {
  detach(): void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

export async function attachSource(
  video: HTMLVideoElement,
  url: string,
  type: string,
  onFatal: (reason: string) => void,
): Promise<AttachedSource> {
  const hasMediaSource = typeof window !== 'undefined' && 'MediaSource' in window;
  if (!isHlsSource(url, type) || hlsPlayback(video.canPlayType(HLS_MIME), hasMediaSource) === 'native') {
    video.src = url;
    return {
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    video.src = url;
    return { detach: () => video.removeAttribute('src') };
  }
  const hls = new Hls({ enableWorker: false, lowLatencyMode: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    console.warn(`[live player] ${data.type}: ${data.details}`);
    if (data.fatal) onFatal(data.details);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { detach: () => hls.destroy() };
}
