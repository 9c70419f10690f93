import { useCallback, useMemo } from 'react';
import { DIALOG_LIKE_IN_APP, OpenAppDialog, OpenInBrowserGuide } from '@share/ui';
import { useDetailStatistics } from '@share/tracking';
import { appOpenParamsOf, detectEnvironment, useOpenApp } from '@share/open-app';
import type { LiveScreen } from './action-cards';
import { useActionFeedback } from './actions/use-action-feedback';
import { useCollect } from './actions/use-collect';
import { useFollow } from './actions/use-follow';
import { useViewerState } from './actions/use-viewer-state';
import { useComments } from './comments/use-comments';
import { ContentDetailView } from './content-detail-view';
import type { ContentDetailData } from './detail-data';
import { useLocalList } from './paged';
import { readingBody } from './reading-body';
import { RecommendSection } from './recommend-section';
import { oneStoryPerPage } from './one-story-per-page';

export interface ContentDetailPageProps {
  /** The loader's data of the page: detail, body html, first comments. */
  data: ContentDetailData;
  /** A local live sub-screen (ImageScreen, LandscapeScreen, PortraitScreen). */
  liveScreen?: LiveScreen;
}

interface MiniProgramBridge {
  miniProgram?: { navigateTo?: (options: { url: string }) => void };
}

/**
 * Container of a content detail page: pages related reading on load-more (the recommendation block
 * pages its own lists), wires comments, collect, follow and the like prompt (spec §4–§8; disabled
 * in previews), opens the mini program inside a mini-program shell and the open-app dialog
 * elsewhere (never in previews), and runs the page's statistics (detail view and reading session;
 * none in previews). A client-side navigation to another item starts a fresh page: its comments,
 * collect state and lists are that item's.
 */
export function ContentDetailPage(props: ContentDetailPageProps) {
  const { detail, preview } = props.data;
  return <DetailPageState key={`${preview ? 'preview' : 'live'}:${detail.post_id}`} {...props} />;
}

function DetailPageState({ data, liveScreen }: ContentDetailPageProps) {
  const { detail, preview } = data;
  // The first list on the page: a story it shows is not repeated below (oneStoryPerPage).
  const relations = useMemo(
    () => oneStoryPerPage([detail.relations], [detail.post_id])[0],
    [detail.relations, detail.post_id],
  );
  const related = useLocalList(relations);
  // The recommendation lists live in their block (they load with it, see RecommendSection).
  const relatedIds = useMemo(() => relations.map((item) => item.id), [relations]);
  const recommend = (
    <RecommendSection owner={detail.post_id} relatedIds={relatedIds} now={data.now} stamp={data.listsStamp} />
  );
  const feedback = useActionFeedback();
  // Spec §4: statistics start 1 s after load, never in a preview; a read-finish failure is shown as a toast.
  useDetailStatistics({
    postId: detail.post_id,
    preview,
    body: readingBody,
    extras: { content_type: detail.content_type, track_id: detail.track_id },
    alert: feedback.toast,
  });
  const open = detail.commentsOpen;
  const comments = useComments({
    postId: detail.post_id,
    trackId: detail.track_id,
    first: data.comments,
    commentCount: detail.comment_count,
    open,
    mp: data.mp,
    preview,
    now: data.now,
    toast: feedback.toast,
    success: feedback.success,
  });
  const collect = useCollect({
    postId: detail.post_id,
    trackId: detail.track_id,
    collectCount: detail.collect_count,
    mp: data.mp,
    disabled: preview,
    onSuccess: feedback.success,
  });
  const uid = data.account?.uid ?? (detail.mp_user_id || null);
  const follow = useFollow({
    uid,
    initial: Boolean(data.account?.is_follow),
    disabled: preview,
    onSuccess: feedback.success,
  });
  // What is personal (collected, followed) in one request after hydration, for a signed-in visitor.
  useViewerState(preview ? null : { postId: detail.post_id, contentType: detail.content_type, uid }, {
    onCollected: collect.setCollected,
    onFollowing: follow.setFollowing,
  });

  const launcher = useOpenApp();
  const openParams = useMemo(() => appOpenParamsOf(detail), [detail]);
  const { openApp: openAppDialog, closeDialog } = feedback;
  // 立即前往 of every dialog on the page (open-app, success messages, the like prompt) launches.
  const go = useCallback(() => {
    closeDialog();
    launcher.launch(openParams, 'dialog');
  }, [closeDialog, launcher, openParams]);
  const openApp = useCallback(() => {
    if (!preview) openAppDialog();
  }, [openAppDialog, preview]);

  const openMiniProgram = useCallback(
    (path: string) => {
      const bridge = (window as unknown as { wx?: MiniProgramBridge }).wx;
      if (detectEnvironment(navigator.userAgent).isMiniProgram && bridge?.miniProgram?.navigateTo && path) {
        bridge.miniProgram.navigateTo({ url: `/${path.replace(/^\//, '')}` });
        return;
      }
      openApp();
    },
    [openApp],
  );

  // Spec §1/§5: liking is never done on the page; it prompts the app.
  const promptLike = useCallback(() => openAppDialog(DIALOG_LIKE_IN_APP), [openAppDialog]);

  return (
    <ContentDetailView
      data={data}
      related={related}
      recommend={recommend}
      liveScreen={liveScreen}
      onOpenMiniProgram={openMiniProgram}
      onWatchLive={openApp}
      following={data.account ? follow.following : undefined}
      onFollow={preview ? undefined : follow.toggle}
      comments={comments.panel}
      commentInput={comments.input}
      // One collect state for the header's count and the footer's star and count, roll-back included.
      collect={collect}
      onCollect={collect.toggle}
      onLike={preview ? undefined : promptLike}
    >
      {preview ? null : (
        <>
          <OpenAppDialog
            open={feedback.dialog.open}
            message={feedback.dialog.message}
            miniProgram={
              feedback.dialog.open && (feedback.miniProgram || detectEnvironment(navigator.userAgent).isMiniProgram)
            }
            logo={launcher.brand.logo}
            siteName={launcher.brand.name}
            onClose={feedback.closeDialog}
            onGo={go}
            goAction={feedback.dialog.open ? launcher.openTag(openParams, 'dialog') : null}
          />
          <OpenInBrowserGuide open={launcher.guideOpen} onClose={launcher.closeGuide} />
        </>
      )}
    </ContentDetailView>
  );
}
