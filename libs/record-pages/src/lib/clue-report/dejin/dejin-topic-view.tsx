import { formatCount } from '@share/util-format';
import { HeroHeader, PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import { DEJIN_TOPIC_POSTS, postsText, viewsText } from '../messages';
import type { DejinPost, DejinTopic } from '../records';
import { DejinPostCard } from './dejin-post-card';

export interface DejinTopicViewProps {
  status: LoadStatus;
  topic: DejinTopic | null;
  posts: PagedItems<DejinPost>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /dejin/topic/{topic_name} (spec §2, with header): the topic and its most viewed posts, 10 a page (spec §9). */
export function DejinTopicView({ status, topic, posts, now, onPrompt }: DejinTopicViewProps) {
  return (
    <ScreenRoot name="DejinTopic" status={status}>
      {topic ? (
        <>
          <HeroHeader
            cover={topic.cover}
            title={`#${topic.name}#`}
            description={topic.description}
            meta={[viewsText(formatCount(topic.view_sum ?? 0)), topic.post_count !== undefined ? postsText(formatCount(topic.post_count)) : '']
              .filter(Boolean)
              .join(' · ')}
          />
          <PagedSection
            title={DEJIN_TOPIC_POSTS}
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
