// Props-only comment footer bar of spec §2/§4/§5: the input (我来讲两句, or a reply to the selected
// comment's alias), send, like (prompts the app), collect (star icon reflects is_collect).
import { useId, type ChangeEvent, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { CommentIcon, LABEL_COMMENT_CLOSED } from '@share/ui';
import { COMMENT_MAX_LENGTH } from '@share/contract/browser';
import { formatCount } from '@share/util-format';
import { COLLECT_LABEL, COMMENTS_TITLE, LIKE_LABEL, SEND } from '../messages';

/** The comment input's part of the footer: what the comments container binds (use-comments). */
export interface CommentInputProps {
  commentCount: number;
  /** Comments open; closed shows 评论已关闭 and the area cannot be used. */
  open: boolean;
  draft: string;
  placeholder: string;
  /** Reply mode (a target is selected). */
  replying?: boolean;
  sending?: boolean;
  /** Previews: nothing can be done. */
  disabled?: boolean;
  /** Set by the container once hydrated (its handlers are attached); marked data-ready. */
  ready?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Without it (nothing wired: stories, tests) the input is read-only. */
  onChange?: (text: string) => void;
  onSend?: () => void;
  /** A tap on the closed area (the container shows 评论已关闭～). */
  onClosedTap?: () => void;
}

export interface CommentFooterProps extends CommentInputProps {
  likeCount: number;
  collectCount: number;
  /** is_collect: the star is filled. */
  collected?: boolean;
  onLike?: () => void;
  onCollect?: () => void;
  /**
   * Pages whose comment block is hidden (a gallery): the comment count opens the comments in a
   * sheet. Without it the count only shows the number (the comments are on the page).
   */
  onOpenComments?: () => void;
}

const Bar = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  .input {
    flex: 1;
    min-width: 0;
    height: 34px;
    padding: 0 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    outline: none;
  }
  .input::placeholder,
  .closed {
    color: ${({ theme }) => theme.colors.meta};
  }
  .send {
    height: 30px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
  }
  .count {
    display: flex;
    align-items: center;
    gap: 3px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .count[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ThumbIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
    <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 6A2 2 0 0 1 17.6 20H7" />
  </svg>
);

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden
    data-filled={filled}
  >
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

export function CommentFooter(props: CommentFooterProps) {
  const {
    commentCount,
    likeCount,
    collectCount,
    open,
    draft,
    placeholder,
    replying = false,
    sending = false,
    collected = false,
    disabled = false,
    ready = false,
  } = props;
  const { inputRef, onFocus, onBlur, onChange, onSend, onClosedTap, onLike, onCollect, onOpenComments } = props;
  const countLabel = `${COMMENTS_TITLE} ${formatCount(commentCount)}`;
  // A form field needs an id or a name (browsers' autofill and audits ask for one); a name would put
  // the draft in the URL of a submit without JavaScript, so an id, and no autofill of a comment.
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSend?.();
  };
  return (
    <Bar data-testid="comment-footer-bar" data-replying={replying} data-ready={ready} onSubmit={submit}>
      {open ? (
        <>
          <input
            ref={inputRef}
            id={inputId}
            autoComplete="off"
            className="input"
            type="text"
            enterKeyHint="send"
            aria-label={placeholder}
            placeholder={placeholder}
            value={draft}
            maxLength={COMMENT_MAX_LENGTH}
            disabled={disabled}
            readOnly={!onChange}
            onFocus={onFocus}
            onBlur={onBlur}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
          />
          <button
            type="submit"
            className="send"
            disabled={disabled}
            aria-busy={sending}
            // Keep the input focused: a blur would clear the reply target before the send.
            onMouseDown={(event) => event.preventDefault()}
          >
            {SEND}
          </button>
        </>
      ) : (
        <button type="button" className="input closed" data-closed onClick={onClosedTap}>
          {LABEL_COMMENT_CLOSED}
        </button>
      )}
      {onOpenComments ? (
        <button
          type="button"
          className="count"
          onClick={onOpenComments}
          aria-haspopup="dialog"
          aria-label={countLabel}
          data-testid="open-comments"
        >
          <CommentIcon size={18} />
          {formatCount(commentCount)}
        </button>
      ) : (
        <span className="count" role="img" aria-label={countLabel}>
          <CommentIcon size={18} />
          {formatCount(commentCount)}
        </span>
      )}
      <button
        type="button"
        className="count"
        onClick={onLike}
        disabled={disabled}
        aria-label={`${LIKE_LABEL} ${formatCount(likeCount)}`}
      >
        <ThumbIcon />
        {formatCount(likeCount)}
      </button>
      <button
        type="button"
        className="count"
        onClick={onCollect}
        disabled={disabled}
        aria-pressed={collected}
        aria-label={`${COLLECT_LABEL} ${formatCount(collectCount)}`}
      >
        <StarIcon filled={collected} />
        {formatCount(collectCount)}
      </button>
    </Bar>
  );
}
