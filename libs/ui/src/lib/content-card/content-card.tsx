import styled from 'styled-components';
import { formatCount, formatRelativeTime, toIsoDateTime, type TimeInput } from '@share/util-format';
import { ContentTypeTag, isTaggedCatalog } from '../content-type-tag/content-type-tag';
import { FixedRatioImage } from '../fixed-ratio-image/fixed-ratio-image';
import { COMMENT_SHAPES, EYE_SHAPES, iconMask, PLAY_SHAPES, PlayIcon } from '../icons';
import { COMMENT_COUNT_LABEL, VIEW_COUNT_LABEL } from '../messages';

export interface ContentCardProps {
  /** The title's heading level: 3 under a section title (default), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** The content's title (two lines at most). */
  title: string;
  /** The card's link, built by the feature (public ids and all). */
  href: string;
  /** The cover image URL; a thumb card without one shows no image, a large one a placeholder. */
  cover?: string | null;
  /** content_type of the item; drives the tag. */
  catalog?: string | null;
  /** Source or media-account name. */
  source?: string | null;
  /** Views, shown as formatCount writes them; hidden when missing. */
  viewCount?: number | string | null;
  /** Comments, shown as formatCount writes them; hidden when missing. */
  commentCount?: number | string | null;
  /** Publication time, shown relative to `now`. */
  publishAt?: TimeInput | null;
  /** Duration text of a video or audio, e.g. "03:24". */
  duration?: string | null;
  /** 'thumb' is a row with a small cover on the right; 'large' a full-width cover under the title. */
  layout?: 'thumb' | 'large';
  /** The current time for the relative time; pass the server's time so both renders agree. */
  now?: TimeInput;
  /** The card was tapped. */
  onClick?: () => void;
  /** Extra class for the card's outer element. */
  className?: string;
  /**
   * Marks the card for exposure statistics: rendered as data-exposure-id (the post_id). The design
   * system only renders the attribute; the app's tracking finds and reports the card.
   */
  exposureId?: string;
}

// One class for the whole card: its parts are styled through it (plain class names, scoped to the
// card's class), not a generated class each. A page lists up to 30 cards; a class per part was
// about 3 KB of its HTML.
const Card = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  position: relative;
  &:active {
    background: ${({ theme }) => theme.colors.pressed};
  }
  & + &::before {
    content: '';
    position: absolute;
    top: 0;
    left: ${({ theme }) => theme.space.lg};
    right: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  .main {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.title};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.text};
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    word-break: break-all;
  }
  .thumb {
    position: relative;
    flex: 0 0 114px;
    width: 114px;
    /* As tall as its picture, not as the text beside it: the duration badge stays on the picture. */
    align-self: flex-start;
  }
  .large {
    position: relative;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .corner {
    position: absolute;
    right: 6px;
    bottom: 6px;
  }
  .duration {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    height: 18px;
    padding: 0 5px;
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.scrim};
  }
  .play {
    position: absolute;
    left: 50%;
    top: 50%;
    width: 40px;
    height: 40px;
    margin: -20px 0 0 -20px;
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.scrimLight};
    border: 1.5px solid ${({ theme }) => theme.colors.onDarkSoft};
  }
  .meta {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.meta};
    span {
      display: inline-flex;
      align-items: center;
      gap: 2px;
    }
    /* The source takes the width its line has (the counts and time wrap below it when they no longer
       fit) and is cut only at the line's end: a fixed max-width cut 市住房公积金管理中心 with room after it. */
    .source {
      flex: 0 1 auto;
      min-width: 0;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      display: inline-block;
    }
  }
`;

// The view and comment icons of every card's meta line, as one CSS rule each (not an SVG per card).
const EyeGlyph = styled.i`
  ${iconMask(EYE_SHAPES, 13)}
`;
const CommentGlyph = styled.i`
  ${iconMask(COMMENT_SHAPES, 12)}
`;
const PlayGlyph = styled.i`
  ${iconMask(PLAY_SHAPES, 10)}
`;

const PLAYABLE = new Set(['video', 'svideo', 'video_album', 'local_live']);

/** A list card for one content item: title, fixed-ratio cover, type tag, counts and relative time. */
export function ContentCard({
  title,
  href,
  cover,
  catalog,
  source,
  viewCount,
  commentCount,
  publishAt,
  duration,
  layout = 'thumb',
  now,
  onClick,
  className,
  exposureId,
  headingLevel = 3,
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasCover = Boolean(cover) || layout === 'large';
  const playable = Boolean(catalog && PLAYABLE.has(catalog));
  const meta = (
    <div className="meta">
      {layout === 'thumb' && isTaggedCatalog(catalog) ? <ContentTypeTag catalog={catalog} /> : null}
      {source ? <span className="source">{source}</span> : null}
      {viewCount != null ? (
        <span role="img" aria-label={`${VIEW_COUNT_LABEL} ${formatCount(viewCount)}`}>
          <EyeGlyph aria-hidden />
          {formatCount(viewCount)}
        </span>
      ) : null}
      {commentCount != null ? (
        <span role="img" aria-label={`${COMMENT_COUNT_LABEL} ${formatCount(commentCount)}`}>
          <CommentGlyph aria-hidden />
          {formatCount(commentCount)}
        </span>
      ) : null}
      {publishAt != null ? (
        <time dateTime={toIsoDateTime(publishAt)}>
          {formatRelativeTime(publishAt, now === undefined ? {} : { now })}
        </time>
      ) : null}
    </div>
  );

  if (layout === 'large') {
    return (
      <Card href={href} onClick={onClick} className={className} data-layout="large" data-exposure-id={exposureId}>
        <Heading>{title}</Heading>
        <div className="large">
          {/* Decorative: the link's heading names it (a title as alt was read twice). */}
          <FixedRatioImage src={cover} ratio={16 / 9} />
          {playable ? (
            <span className="play">
              <PlayIcon size={20} />
            </span>
          ) : null}
          <div className="corner">
            <ContentTypeTag catalog={catalog} variant="overlay" extra={duration ?? undefined} />
          </div>
        </div>
        {meta}
      </Card>
    );
  }

  return (
    <Card href={href} onClick={onClick} className={className} data-layout="thumb" data-exposure-id={exposureId}>
      <div className="row">
        <div className="main">
          <Heading>{title}</Heading>
          {meta}
        </div>
        {hasCover ? (
          <div className="thumb">
            <FixedRatioImage src={cover} ratio={3 / 2} />
            {duration ? (
              <div className="corner">
                {/* The type tag already sits in the meta line: the cover shows the duration only. */}
                <span className="duration">
                  <PlayGlyph aria-hidden />
                  {duration}
                </span>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
