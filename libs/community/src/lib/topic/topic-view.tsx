import { formatCount } from '@share/util-format';
import { type LoadStatus, type PagedItems, RecordListScreen, type RecordSection, TopicHero } from '@share/ui';
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
  const section: RecordSection<CirclePost> = {
    title: TOPIC_POSTS_TITLE,
    testId: 'topic-posts',
    render: (post) => <PostCard post={post} now={now} onPrompt={onPrompt} />,
  };
  const header = (found: CircleTopic) => (
    <TopicHero topic={found} meta={[found.circle?.name, viewsText(formatCount(found.view_count ?? 0))]} />
  );
  return (
    <RecordListScreen name="DimimTopic" status={status} record={topic} header={header} section={section} list={posts} />
  );
}
