import { data } from 'react-router';
import { ContentDetailPage, coverOf, shareMeta } from '@share/content-detail';
import { DetailNotFoundError, loadContentDetail } from '@share/content-detail/server';
import { PLATFORM_UNREACHABLE, PlatformError, platformGet } from '../lib/platform.server';
import { detailNotFound, guardDetail, notFound } from '../lib/route-guards.server';
import { isLocalLiveScreen, isMediaAccountActor, isPreviewActor } from '../lib/route-rules';
import type { Route } from './+types/local-live-screen';

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isLocalLiveScreen(params.screen)) notFound();
  guardDetail(request, params);
  const preview = isPreviewActor(params.actor);
  try {
    const page = await loadContentDetail((path, query) => platformGet(path, query, request), {
      postId: params.post_id,
      pageType: 'local_live',
      preview,
      mp: isMediaAccountActor(params.actor),
      origin: new URL(request.url).origin,
    });
    return data({ ...page, screen: params.screen }, preview ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
  } catch (error) {
    if (error instanceof DetailNotFoundError || (error instanceof PlatformError && error.code !== PLATFORM_UNREACHABLE)) detailNotFound(preview);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? shareMeta(
        { title: loaderData.detail.title, summary: loaderData.detail.summary, cover: coverOf(loaderData.detail), link: loaderData.detail.share_link },
        loaderData.origin,
      )
    : [];

export default function LocalLiveScreen({ loaderData }: Route.ComponentProps) {
  const { screen, ...page } = loaderData;
  return <ContentDetailPage data={page} liveScreen={screen} />;
}
