// The page head of a record page (community, clue report, dejin): its share card (title,
// description, absolute Open Graph image and url) when the loader found the record, else the page's
// own title and the site's description.
import type { RecordScreenBase } from '@share/api-client';
import { shareMeta } from '@share/content-detail';
import { withSiteDescription } from './page-description';
import { pageTitle } from './page-title';

export function recordMeta(
  data: Pick<RecordScreenBase, 'share' | 'origin'> | undefined,
  matches: Parameters<typeof withSiteDescription>[1],
  fallbackTitle?: string,
) {
  return data?.share
    ? shareMeta(data.share, data.origin)
    : withSiteDescription([{ title: pageTitle(fallbackTitle) }], matches);
}
