import { PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import { DEJIN_ALL_CONTENT } from '../messages';
import type { DejinCatalog, DejinPost } from '../records';
import { dejinPostSection } from './dejin-post-card';

export interface DejinContentViewProps {
  status: LoadStatus;
  catalog: DejinCatalog | null;
  posts: PagedItems<DejinPost>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /dejin/content (?catalog_id=) (spec §2 dejin content): a catalogue's newest posts, paged. */
export function DejinContentView({ status, catalog, posts, now, onPrompt }: DejinContentViewProps) {
  const section = dejinPostSection(
    <span role="heading" aria-level={1}>
      {catalog?.name ?? DEJIN_ALL_CONTENT}
    </span>,
    now,
    onPrompt,
  );
  return (
    <ScreenRoot name="DejinContent" status={status}>
      {status === 'error' ? <StatusBlock status="error" /> : <PagedSection {...section} list={posts} />}
    </ScreenRoot>
  );
}
