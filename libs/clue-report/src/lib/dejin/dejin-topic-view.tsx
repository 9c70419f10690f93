import { formatCount } from '@share/util-format';
import { type LoadStatus, type PagedItems, RecordListScreen, TopicHero } from '@share/ui';
import { DEJIN_TOPIC_POSTS, postsText, viewsText } from '../messages';
import type { DejinPost, DejinTopic } from '../records';
import { dejinPostSection } from './dejin-post-card';

export interface DejinTopicViewProps {
  status: LoadStatus;
  topic: DejinTopic | null;
  posts: PagedItems<DejinPost>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /dejin/topic/{topic_name} (spec §2, with header): the topic and its most viewed posts, 10 a page (spec §9). */
export function DejinTopicView({ status, topic, posts, now, onPrompt }: DejinTopicViewProps) {
  const meta = (found: DejinTopic) => [
    viewsText(formatCount(found.view_sum ?? 0)),
    found.post_count !== undefined ? postsText(formatCount(found.post_count)) : '',
  ];
  const header = (found: DejinTopic) => <TopicHero topic={found} meta={meta(found)} />;
  return (
    <RecordListScreen
      name="DejinTopic"
      status={status}
      record={topic}
      header={header}
      section={dejinPostSection(DEJIN_TOPIC_POSTS, now, onPrompt)}
      list={posts}
    />
  );
}
