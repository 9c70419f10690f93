import { ScreenRoot, StatusBlock, type LoadStatus } from '@share/ui';
import { PostCard } from '../community-blocks';
import type { CirclePost } from '../community-data';

export interface PostViewProps {
  status: LoadStatus;
  post: CirclePost | null;
  now?: number;
  onPrompt?: (action: 'like' | 'comment') => void;
}

/** /dimim/content?id= (spec §2 dimim pages): one circle post, whole. */
export function PostView({ status, post, now, onPrompt }: PostViewProps) {
  return (
    <ScreenRoot name="DimimContent" status={status}>
      {post ? <PostCard post={post} now={now} linked={false} onPrompt={onPrompt} /> : <StatusBlock status={status} />}
    </ScreenRoot>
  );
}
