import { communityShareLink } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import {
  Block,
  HeroAction,
  HeroHeader,
  type LoadStatus,
  type PagedItems,
  RecordListScreen,
  type RecordSection,
  SectionTitle,
  TopicChips,
} from '@share/ui';
import { PostCard } from '../community-blocks';
import type { Circle, CirclePost, CircleTopic } from '../community-data';
import { CIRCLE_POSTS_TITLE, CIRCLE_TOPICS_TITLE, JOIN_CIRCLE, membersText } from '../messages';

export interface CircleViewProps {
  status: LoadStatus;
  circle: Circle | null;
  topics: CircleTopic[];
  posts: PagedItems<CirclePost>;
  now?: number;
  /** Joining, liking and commenting happen in the app. */
  onPrompt?: (action: 'join' | 'like' | 'comment') => void;
}

/** /dimim/circle?id= (spec §2 dimim pages): the circle, its topics and its newest posts, paged. */
export function CircleView({ status, circle, topics, posts, now, onPrompt }: CircleViewProps) {
  const section: RecordSection<CirclePost> = {
    title: CIRCLE_POSTS_TITLE,
    testId: 'circle-posts',
    render: (post) => <PostCard post={post} now={now} onPrompt={onPrompt} />,
  };
  const header = (found: Circle) => (
    <>
      <HeroHeader
        cover={found.cover}
        avatar={found.avatar}
        title={found.name}
        description={found.description}
        meta={membersText(formatCount(found.member_count ?? 0))}
        action={
          <HeroAction type="button" onClick={() => onPrompt?.('join')}>
            {JOIN_CIRCLE}
          </HeroAction>
        }
      />
      {topics.length > 0 ? (
        <Block as="section" aria-label={CIRCLE_TOPICS_TITLE}>
          <SectionTitle>{CIRCLE_TOPICS_TITLE}</SectionTitle>
          <TopicChips>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={topic.share_link ?? communityShareLink('circleTopic', topic.id)}>#{topic.name}#</a>
              </li>
            ))}
          </TopicChips>
        </Block>
      ) : null}
    </>
  );
  return (
    <RecordListScreen
      name="DimimCircle"
      status={status}
      record={circle}
      header={header}
      section={section}
      list={posts}
    />
  );
}
