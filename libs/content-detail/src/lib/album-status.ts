import { ALBUM_UPDATING, albumCompleted, albumUpdatedTo } from './messages';

export interface AlbumStatus {
  status: number;
  total: number;
}

/** Album status of spec §4: total 0 is 'updating'; status 0 'updated to N'; else 'completed, N in all'. */
export function albumStatusText(album: AlbumStatus | null | undefined): string {
  if (!album || album.total === 0) return ALBUM_UPDATING;
  if (album.status === 0) return albumUpdatedTo(album.total);
  return albumCompleted(album.total);
}
