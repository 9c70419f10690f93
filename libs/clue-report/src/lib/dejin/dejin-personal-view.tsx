import { type LoadStatus, type PagedItems, RecordListScreen } from '@share/ui';
import { PersonHeader } from '../ugc-blocks';
import { DEJIN_PERSONAL_POSTS, fansText, followsText, likesText } from '../messages';
import type { DejinPost, Person } from '../records';
import { dejinPostSection } from './dejin-post-card';

export interface DejinPersonalViewProps {
  status: LoadStatus;
  person: Person | null;
  posts: PagedItems<DejinPost>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
  onFollow?: () => void;
}

/** /dejin/personal/{user_id} (spec §2, with header): the author and their posts, most viewed first. */
export function DejinPersonalView({ status, person, posts, now, onPrompt, onFollow }: DejinPersonalViewProps) {
  const header = (found: Person) => (
    <PersonHeader
      person={found}
      counts={[
        [found.fans_count ?? 0, fansText],
        [found.follow_count ?? 0, followsText],
        [found.like_sum ?? 0, likesText],
      ]}
      onFollow={onFollow}
    />
  );
  return (
    <RecordListScreen
      name="DejinPersonal"
      status={status}
      record={person}
      header={header}
      section={dejinPostSection(DEJIN_PERSONAL_POSTS, now, onPrompt)}
      list={posts}
    />
  );
}
