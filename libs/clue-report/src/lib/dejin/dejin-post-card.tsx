import { dejinShareLink } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import { UgcCard } from '../ugc-blocks';
import { viewsText } from '../messages';
import type { DejinPost } from '../records';

/** A dejin post in a list: author, title, summary, cover, topics, counts; links to its detail. */
export function DejinPostCard({ post, now, onPrompt }: { post: DejinPost; now?: number; onPrompt?: (action: 'like' | 'comment') => void }) {
  return (
    <UgcCard
      id={post.id}
      testId="dejin-post"
      author={post.user}
      authorLink={post.user ? dejinShareLink({ personal: post.user.user_id }) : undefined}
      publishedAt={post.published_at}
      now={now}
      meta={[post.ip_location ?? '', viewsText(formatCount(post.view_sum ?? 0))]}
      title={post.title}
      text={post.summary}
      images={post.cover ? [post.cover] : []}
      link={post.share_link ?? dejinShareLink({ post: post.id })}
      topics={post.topics}
      topicLink={(topic) => dejinShareLink({ topic: topic.name })}
      likeCount={post.like_count}
      commentCount={post.comment_count}
      onPrompt={onPrompt}
    />
  );
}
