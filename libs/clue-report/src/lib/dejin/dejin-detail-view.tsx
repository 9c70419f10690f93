import styled from 'styled-components';
import { dejinShareLink } from '@share/contract/browser';
import { formatCount, formatRelativeTime } from '@share/util-format';
import {
  authorName,
  Avatar,
  ImageGallery,
  LABEL_COMMENT,
  LABEL_LIKE,
  type LoadStatus,
  MetaLine,
  type PagedItems,
  recordPanel,
  recordText,
  recordTitle,
  ScreenRoot,
  StatusBlock,
  TagLinks,
} from '@share/ui';
import { WRITE_COMMENT, viewsText } from '../messages';
import { dejinTags } from './dejin-post-card';
import type { DejinComment, DejinPost } from '../records';
import { DejinComments } from './dejin-comments';

const COMMENT_BAR_HEIGHT = 52;

const Post = styled.article`
  ${recordPanel}
  h1 {
    ${recordTitle}
  }
  .author {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => theme.space.md} 0;
  }
  .author b {
    ${authorName}
  }
  .post-body p {
    ${recordText(1.8)}
  }
`;

const CommentBar = styled.footer`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.commentBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: calc(${COMMENT_BAR_HEIGHT}px + ${({ theme }) => theme.safeAreaBottom});
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.safeAreaBottom};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surface};
  .write {
    flex: 1;
    height: 34px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.round};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.meta};
    background: ${({ theme }) => theme.colors.background};
  }
  .count {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export interface DejinDetailViewProps {
  status: LoadStatus;
  post: DejinPost | null;
  /** The body as plain paragraphs. */
  paragraphs: string[];
  /** The post's comments so far (read-only). */
  comments: PagedItems<DejinComment>;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/**
 * /dejin/detail/{post_id} (spec §2: with header and comment footer): one post, whole, and its
 * comments, read-only; writing, and liking, prompt the app.
 */
export function DejinDetailView({ status, post, paragraphs, comments, now, onPrompt }: DejinDetailViewProps) {
  if (!post) {
    return (
      <ScreenRoot name="DejinDetail" status={status}>
        <StatusBlock status={status} />
      </ScreenRoot>
    );
  }
  const time = post.published_at ? formatRelativeTime(post.published_at, now === undefined ? {} : { now }) : '';
  return (
    <ScreenRoot name="DejinDetail" status={status}>
      <Post data-exposure-id={post.id}>
        <h1>{post.title}</h1>
        {post.user ? (
          <a className="author" href={dejinShareLink({ personal: post.user.user_id })}>
            {post.user.avatar ? <Avatar src={post.user.avatar} alt="" /> : null}
            <div>
              <b>{post.user.alias}</b>
              <MetaLine>
                {[time, post.ip_location, viewsText(formatCount(post.view_sum ?? 0))].filter(Boolean).join(' · ')}
              </MetaLine>
            </div>
          </a>
        ) : null}
        <div className="post-body">
          {paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
        <ImageGallery images={post.images ?? []} alt={post.title} />
        <TagLinks tags={dejinTags(post)} />
      </Post>
      <DejinComments count={post.comment_count ?? 0} comments={comments} now={now} onPrompt={onPrompt} />
      <CommentBar data-testid="comment-footer">
        <button type="button" className="write" onClick={() => onPrompt?.('comment')}>
          {WRITE_COMMENT}
        </button>
        <button type="button" className="count" onClick={() => onPrompt?.('comment')}>
          {LABEL_COMMENT} {formatCount(post.comment_count ?? 0)}
        </button>
        <button type="button" className="count" onClick={() => onPrompt?.('like')}>
          {LABEL_LIKE} {formatCount(post.like_count ?? 0)}
        </button>
      </CommentBar>
    </ScreenRoot>
  );
}
