import styled from 'styled-components';
import { AudioIcon, EmptyState, FixedRatioImage, PlayIcon } from '@share/ui';
import { albumStatusText, type AlbumStatus } from './album-status';
import { TRACKS_TITLE } from './messages';

export interface AlbumTrack {
  id: string;
  title: string;
  href: string;
  duration: string;
}

export interface AlbumBodyProps {
  title: string;
  summary: string;
  cover: string;
  kind: 'audio_album' | 'video_album';
  albumStatus: AlbumStatus | null;
  tracks: AlbumTrack[];
}

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  .cover {
    flex: 0 0 112px;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Status = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 22px;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Tracks = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.heading};
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  .n {
    flex: 0 0 24px;
    color: ${({ theme }) => theme.colors.meta};
    font-variant-numeric: tabular-nums;
  }
  .t {
    flex: 1;
    min-width: 0;
  }
  .d {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.meta};
  }
`;

/** Audio and video albums: cover, album status of spec §4 and the track list (audio: at most 30), 暂无内容 when empty. */
export function AlbumBody({ title, summary, cover, kind, albumStatus, tracks }: AlbumBodyProps) {
  const Icon = kind === 'audio_album' ? AudioIcon : PlayIcon;
  return (
    <div data-testid="album">
      <Head>
        <div className="cover">
          <FixedRatioImage src={cover} alt={title} ratio={1} loading="eager" />
        </div>
        <div>
          <Status data-testid="album-status">{albumStatusText(albumStatus)}</Status>
          <p>{summary}</p>
        </div>
      </Head>
      <Tracks aria-label={TRACKS_TITLE}>
        <h2>{TRACKS_TITLE}</h2>
        {/* An album without programmes yet (spec §2's empty state) rather than a heading over nothing. */}
        {tracks.length === 0 ? (
          <EmptyState />
        ) : (
          <ol>
            {tracks.map((track, i) => (
              <li key={track.id}>
                <a href={track.href}>
                  <span className="n">{i + 1}</span>
                  <Icon size={14} />
                  <span className="t">{track.title}</span>
                  <span className="d">{track.duration}</span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </Tracks>
    </div>
  );
}
