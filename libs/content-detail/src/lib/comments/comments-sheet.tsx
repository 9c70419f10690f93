// The comments in a bottom sheet, for a page whose comment block is hidden (a gallery): the bar's
// comment count opens it (content-detail-view loads this module when it first opens).
import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { BottomSheet } from '@share/ui';
import { COMMENTS_TITLE } from '../messages';
import type { CommentsBlockProps } from './comments-block';
import { PagedCommentsPanel } from './paged-comments-panel';

const SheetBody = styled.div`
  max-height: 70vh;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export function CommentsSheet({
  comments,
  open,
  onClose,
}: {
  comments: CommentsBlockProps;
  open: boolean;
  onClose: () => void;
}) {
  // Replying needs the bar's input, under the sheet: the sheet closes first (and gives focus back),
  // then the reply takes the input.
  const onReply = comments.onReply;
  const panel = useMemo<CommentsBlockProps>(
    () => ({
      ...comments,
      onReply: onReply
        ? (comment) => {
            onClose();
            window.setTimeout(() => onReply(comment), 0);
          }
        : undefined,
    }),
    [comments, onReply, onClose],
  );
  // The tap paints the sheet at once; its list (a page of comments, their styles generated on first
  // use) renders right after, in a render React can interrupt: rendered in the tap's own update it
  // held the tap's next paint for hundreds of milliseconds on a throttled phone (issue 62).
  const listShown = useDeferredValue(open, false);
  return (
    <BottomSheet open={open} onClose={onClose} label={COMMENTS_TITLE} maskTestId="comments-sheet-mask">
      <SheetBody data-testid="comments-sheet">{open && listShown ? <PagedCommentsPanel {...panel} /> : null}</SheetBody>
    </BottomSheet>
  );
}
