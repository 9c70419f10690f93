import { PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import { PersonHeader } from '../ugc-blocks';
import { DEJIN_PERSONAL_POSTS, fansText, followsText, likesText } from '../messages';
import type { DejinPost, Person } from '../records';
import { DejinPostCard } from './dejin-post-card';

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
  return (
    <ScreenRoot name="DejinPersonal" status={status}>
      {person ? (
        <>
          <PersonHeader
            person={person}
            counts={[
              [person.fans_count ?? 0, fansText],
              [person.follow_count ?? 0, followsText],
              [person.like_sum ?? 0, likesText],
            ]}
            onFollow={onFollow}
          />
          <PagedSection
            title={DEJIN_PERSONAL_POSTS}
            list={posts}
            testId="dejin-posts"
            render={(post) => <DejinPostCard post={post} now={now} onPrompt={onPrompt} />}
          />
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
