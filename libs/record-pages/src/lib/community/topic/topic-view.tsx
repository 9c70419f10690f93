import { formatCount } from '@share/util-format';
import { HeroHeader, PagedSection, ScreenRoot, StatusBlock, type LoadStatus, type PagedItems } from '@share/ui';
import { PostCard } from '../community-blocks';
import type { CirclePost, CircleTopic } from '../community-data';
import { TOPIC_POSTS_TITLE, viewsText } from '../messages';

export interface TopicViewProps {
  status: LoadStatus;
  topic: CircleTopic | null;
  posts: PagedItems<CirclePost>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /dimim/topic?id= (spec §2 dimim pages): a circle topic and its newest posts, paged. */
export function TopicView({ status, topic, posts, now, onPrompt }: TopicViewProps) {
  return (
    <ScreenRoot name="DimimTopic" status={status}>
      {topic ? (
        <>
          <HeroHeader
            cover={topic.cover}
            title={`#${topic.name}#`}
            description={topic.description}
            meta={[topic.circle?.name, viewsText(formatCount(topic.view_count ?? 0))].filter(Boolean).join(' · ')}
          />
          <PagedSection
            title={TOPIC_POSTS_TITLE}
            list={posts}
            testId="topic-posts"
            render={(post) => <PostCard post={post} now={now} onPrompt={onPrompt} />}
          />
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
