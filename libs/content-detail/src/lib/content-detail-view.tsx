import { memo, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  DeferredHydration,
  lazyComponent,
  lazyOverlay,
  preloadWhenIdle,
  PreviewCountdownBanner,
  PreviewWatermark,
} from '@share/ui';
import type { CardItem } from '@share/ui';
import type { LiveScreen } from './action-cards';
import { ArticleBody } from './article-island';
import type { ContentDetailData } from './detail-data';
import { DetailHeader } from './detail-header';
import { detailBlocksFor } from './detail-blocks';
import { DetailLayout } from './detail-layout';
import { useFailedBodyImages } from './failed-images';
import { CommentFooter, type CommentInputProps } from './comments/comment-footer';
import type { CommentsBlockProps } from './comments/comments-block';
import { readOnlyCommentInput, readOnlyComments } from './comments/read-only';
import type { PagedList } from './detail-blocks-views';
import { ShareImage } from './share-image';
import { absoluteUrl } from './share-meta';

// An article's first load carries its body, header and footer. The bodies of the other types are
// one chunk (ItemBody), which the server lists with such a page's first load, and the chunk of the
// type's own body; the lists below the body (related reading, recommendations) are chunks loaded as
// the page renders them and once the page is idle after hydration (before a visitor scrolls to
// them); the server HTML has them all, and so does the comment list. The recommendation block comes
// from the container (RecommendSection): its lists are fetched in the browser, not sent with the page.
const ItemBody = lazyComponent(
  () => import('./item-body').then((m) => m.ItemBody),
  'libs/content-detail/src/lib/item-body.tsx',
);
// The comments in a sheet (a gallery's page hides its comment block): the sheet's code, and the
// overlay's, load once the page is idle (or when a visitor first opens it before), so that the tap
// on the comment count does not wait for the network (issue 62).
const CommentsSheet = lazyOverlay(() => import('./comments/comments-sheet').then((m) => m.CommentsSheet));
const RelatedList = lazyComponent(() => import('./detail-blocks-views').then((m) => m.RelatedList));
// The comment list is below the body and hydrates when it comes near the viewport or is tapped
// (DeferredHydration keeps a tap on it and replays it once it has hydrated): its code is a chunk
// loaded with the lists' once the page is idle, not part of the first load, and its paging with it.
const PagedCommentsPanel = lazyComponent(() =>
  import('./comments/paged-comments-panel').then((m) => m.PagedCommentsPanel),
);

/** What the page shows of collecting: the count and the visitor's is_collect. */
export interface CollectView {
  count: number;
  collected: boolean;
}

export interface ContentDetailViewProps {
  data: ContentDetailData;
  /** Related reading (the item's relations), paged on the page. */
  related: PagedList<CardItem>;
  /**
   * The recommendation block (hot list, editor picks, recommendations): the container's
   * RecommendSection, which holds its lists; a RecommendBlocks element in stories.
   */
  recommend?: ReactNode;
  /** A local live sub-screen (ImageScreen, LandscapeScreen, PortraitScreen). */
  liveScreen?: LiveScreen;
  /** Opens a mini_program item's mini program (its payload's path). */
  onOpenMiniProgram?: (path: string) => void;
  onWatchLive?: () => void;
  /** The comments list as the container drives it (load-more, replies, stars); the loader's first page, read-only, otherwise. */
  comments?: CommentsBlockProps;
  /** The footer's comment input as the container drives it (reply mode, send); an empty read-only input otherwise. */
  commentInput?: CommentInputProps;
  /** The collect state, one for the header's count and the footer's star and count; the loader's collect_count otherwise. */
  collect?: CollectView;
  onCollect?: () => void;
  /** The footer's like (the container prompts the app: liking is never done on the page). */
  onLike?: () => void;
  /** The visitor follows the media account (is_followed); the loader's is_follow otherwise. */
  following?: boolean;
  onFollow?: () => void;
  /** Dialogs and other overlays of the container. */
  children?: ReactNode;
}

/** What a page's body is drawn from (the article's rich text, or ItemBody's bodies). */
export type BodyProps = Pick<ContentDetailViewProps, 'data' | 'liveScreen' | 'onOpenMiniProgram' | 'onWatchLive'>;

/** The content types whose body is not the rich text alone (ItemBody's). */
const ITEM_BODY_TYPES: ReadonlySet<string> = new Set([
  'video',
  'svideo',
  'audio',
  'image',
  'audio_album',
  'video_album',
  'mini_program',
  'local_live',
  'live',
  'h5',
  'link',
  'sp_topic',
]);

function BodyOf(props: BodyProps) {
  const { detail, html } = props.data;
  return ITEM_BODY_TYPES.has(detail.content_type) ? <ItemBody {...props} /> : <ArticleBody html={html} />;
}

// The sections re-render only when their own props change: after hydration the container's state
// (session, comment input, dialogs) changes several times, and re-rendering the body and the lists
// with it cost a long main-thread task on a phone. The blocks below the body hydrate when they come
// near the viewport or are touched (most of a page's elements are in them); memo keeps them
// dehydrated until then.
const Body = memo(BodyOf);
const Header = memo(DetailHeader);
const Footer = memo(CommentFooter);
/** A block that hydrates on demand, memoised so an unchanged block stays dehydrated. */
function deferredBlock<P extends object>(Block: ComponentType<P>) {
  return memo(function DeferredBlock(props: P) {
    return (
      <DeferredHydration>
        <Block {...props} />
      </DeferredHydration>
    );
  });
}
const Related = deferredBlock(RelatedList);
const Comments = deferredBlock(PagedCommentsPanel);

/** The comments of a page without a comment block (a gallery), in a sheet opened from the bar. */
/** Props-only view of a content detail page: header (or preview banner), body by type, blocks. */
export function ContentDetailView(props: ContentDetailViewProps) {
  const { data, related, liveScreen, children, following, onFollow, onCollect, onLike } = props;
  const { detail, preview, now } = data;
  const commentsOpen = detail.commentsOpen;
  const collect = props.collect ?? { count: detail.collect_count, collected: false };
  const account = useMemo(
    () => (data.account && following !== undefined ? { ...data.account, is_follow: following } : data.account),
    [data.account, following],
  );
  // The container's comments and input, else the loader's first page, read-only.
  const comments = useMemo(
    () => props.comments ?? readOnlyComments(data.comments, commentsOpen, now, detail.comment_count),
    [props.comments, data.comments, commentsOpen, now, detail.comment_count],
  );
  const commentInput = useMemo(
    () => props.commentInput ?? readOnlyCommentInput(commentsOpen, detail.comment_count, preview),
    [props.commentInput, commentsOpen, detail.comment_count, preview],
  );
  const header = (
    <Header
      title={detail.title}
      contentType={detail.content_type}
      sourceAlias={detail.source_alias}
      publishAt={detail.publish_at}
      viewCount={detail.view_count}
      likeCount={detail.like_count}
      collectCount={collect.count}
      collected={collect.collected}
      account={account}
      onFollow={onFollow}
      now={now}
      stats={!preview}
    />
  );
  const svideo = detail.content_type === 'svideo';
  const blocks = detailBlocksFor(data.pageType);
  const commentsInSheet = blocks.commentFooter && !blocks.comments;
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(
    () => preloadWhenIdle([RelatedList, PagedCommentsPanel, ...(commentsInSheet ? [CommentsSheet] : [])]),
    [commentsInSheet],
  );
  useFailedBodyImages(data.html);
  const openSheet = useCallback(() => setSheetOpen(true), []);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  return (
    <DetailLayout
      pageType={data.pageType}
      screen={liveScreen ?? 'ContentDetail'}
      lead={
        <>
          <ShareImage src={absoluteUrl(data.origin, detail.cover)} alt={detail.title} />
          {preview ? <PreviewWatermark /> : null}
        </>
      }
      header={
        <>
          {preview ? (
            <PreviewCountdownBanner expiresAt={detail.expired_at ? detail.expired_at * 1000 : null} startedAt={now} />
          ) : null}
          {svideo ? null : header}
        </>
      }
      body={
        <>
          <Body
            data={data}
            liveScreen={liveScreen}
            onOpenMiniProgram={props.onOpenMiniProgram}
            onWatchLive={props.onWatchLive}
          />
          {svideo ? header : null}
        </>
      }
      // An empty related list hides (spec §2's hide rules), rather than a block saying 暂无内容.
      related={related.items.length > 0 ? <Related {...related} now={now} /> : null}
      comments={<Comments {...comments} />}
      recommend={props.recommend}
      footer={
        <Footer
          {...commentInput}
          likeCount={detail.like_count}
          collectCount={collect.count}
          collected={collect.collected}
          onCollect={onCollect}
          onLike={onLike}
          onOpenComments={commentsInSheet ? openSheet : undefined}
        />
      }
    >
      {commentsInSheet ? <CommentsSheet comments={comments} open={sheetOpen} onClose={closeSheet} /> : null}
      {children}
    </DetailLayout>
  );
}
