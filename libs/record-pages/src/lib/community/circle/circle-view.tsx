import { communityShareLink } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import { Block, HeroAction, HeroHeader, PagedSection, ScreenRoot, SectionTitle, StatusBlock, TopicChips, type LoadStatus, type PagedItems } from '@share/ui';
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
  return (
    <ScreenRoot name="DimimCircle" status={status}>
      {circle ? (
        <>
          <HeroHeader
            cover={circle.cover}
            avatar={circle.avatar}
            title={circle.name}
            description={circle.description}
            meta={membersText(formatCount(circle.member_count ?? 0))}
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
          <PagedSection
            title={CIRCLE_POSTS_TITLE}
            list={posts}
            testId="circle-posts"
            render={(post) => <PostCard post={post} now={now} onPrompt={onPrompt} />}
          />
        </>
      ) : (
        <StatusBlock status={status} />
      )}
    </ScreenRoot>
  );
}
