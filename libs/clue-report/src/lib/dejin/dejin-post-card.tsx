import { dejinShareLink } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import type { ReactNode } from 'react';
import { type PostTag, type RecordSection, UserPostCard } from '@share/ui';
import { viewsText } from '../messages';
import type { DejinPost } from '../records';

/** A dejin post's catalogue and topics as tag links. */
export const dejinTags = (post: DejinPost): PostTag[] => [
  ...(post.catalog
    ? [{ key: post.catalog.id, href: dejinShareLink({ content: post.catalog.id }), label: post.catalog.name }]
    : []),
  ...(post.topics ?? []).map((topic) => ({
    key: topic.id,
    href: dejinShareLink({ topic: topic.name }),
    label: `#${topic.name}#`,
  })),
];

/** A dejin post in a list: author, title, summary, cover, topics, counts; links to its detail. */
export function DejinPostCard({
  post,
  now,
  onPrompt,
}: {
  post: DejinPost;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}) {
  return (
    <UserPostCard
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
      tags={dejinTags(post)}
      likeCount={post.like_count}
      commentCount={post.comment_count}
      onPrompt={onPrompt}
    />
  );
}

/** The paged list of dejin posts under `title` (a topic's, a person's, a catalogue's). */
export const dejinPostSection = (
  title: ReactNode,
  now?: number,
  onPrompt?: (action: 'like' | 'comment') => void,
): RecordSection<DejinPost> => ({
  title,
  testId: 'dejin-posts',
  render: (post) => <DejinPostCard post={post} now={now} onPrompt={onPrompt} />,
});
