// The page head of a record page (community, clue report, dejin): its share card (title,
// description, absolute Open Graph image and url) when the loader found the record, else the page's own title.
import type { RecordScreenBase } from '@share/api-client';
import { shareMeta } from '@share/content-detail';
import { pageTitle } from './page-title';

export function recordMeta(data: Pick<RecordScreenBase, 'share' | 'origin'> | undefined, fallbackTitle?: string) {
  return data?.share ? shareMeta(data.share, data.origin) : [{ title: pageTitle(fallbackTitle) }];
}
