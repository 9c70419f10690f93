// The circle post card of the community screens, on ui's UserPostCard.
import styled from 'styled-components';
import { formatCount } from '@share/util-format';
import { communityShareLink } from '@share/contract/browser';
import { UserPostCard } from '@share/ui';
import type { CirclePost } from './community-data';
import { LAW_QUESTION_LABEL, viewsText } from './messages';

const QuestionLink = styled.a`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  small {
    display: block;
    margin-bottom: 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface PostCardProps {
  post: CirclePost;
  now?: number;
  /** The card links to the post's page (lists); the post's own page shows it whole. */
  linked?: boolean;
  /** Liking and commenting happen in the app: the card's buttons prompt it. */
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** A circle post: author and time, text, pictures, a shared law question, circle and topics, counts. */
export function PostCard({ post, now, linked = true, onPrompt }: PostCardProps) {
  return (
    <UserPostCard
      id={post.id}
      testId="circle-post"
      author={post.user}
      publishedAt={post.published_at}
      now={now}
      meta={[post.ip_location ?? '', post.view_count !== undefined ? viewsText(formatCount(post.view_count)) : '']}
      text={post.content}
      images={post.images}
      link={linked ? post.share_link : undefined}
      extra={
        post.question ? (
          <QuestionLink href={communityShareLink('lawQuestion', post.question.id)}>
            <small>{LAW_QUESTION_LABEL}</small>
            {post.question.name}
          </QuestionLink>
        ) : null
      }
      tags={[
        ...(post.circle
          ? [{ key: post.circle.id, href: communityShareLink('circle', post.circle.id), label: post.circle.name }]
          : []),
        ...(post.topics ?? []).map((topic) => ({
          key: topic.id,
          href: communityShareLink('circleTopic', topic.id),
          label: `#${topic.name}#`,
        })),
      ]}
      likeCount={post.like_count ?? 0}
      commentCount={post.comment_count ?? 0}
      onPrompt={onPrompt}
    />
  );
}
