// The page head of a record page (community, clue report, dejin): its share card (title,
// description, absolute Open Graph image and url) when the loader found the record, else the page's own title.
import { shareMeta } from '@share/content-detail';
import { pageTitle } from './page-title';

interface RecordHead {
  share: { title: string; summary?: string; cover?: string; link?: string } | null;
  origin: string;
}

export function recordMeta(data: RecordHead | undefined, fallbackTitle?: string) {
  return data?.share ? shareMeta(data.share, data.origin) : [{ title: pageTitle(fallbackTitle) }];
}
