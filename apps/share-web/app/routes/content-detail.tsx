import { data } from 'react-router';
import { ContentDetailPage, coverOf, shareMeta } from '@share/content-detail';
import { DetailNotFoundError, loadContentDetail } from '@share/content-detail/server';
import { PLATFORM_UNREACHABLE, PlatformError, platformGet } from '../lib/platform.server';
import { detailNotFound, guardDetail, notFound } from '../lib/route-guards.server';
import { isDetailPageType, isMediaAccountActor, isPreviewActor } from '../lib/route-rules';
import type { Route } from './+types/content-detail';

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isDetailPageType(params.type) || !params.post_id) notFound();
  guardDetail(request, params);
  const preview = isPreviewActor(params.actor);
  try {
    const page = await loadContentDetail((path, query) => platformGet(path, query, request), {
      postId: params.post_id,
      pageType: params.type,
      preview,
      mp: isMediaAccountActor(params.actor),
      origin: new URL(request.url).origin,
    });
    return data(page, preview ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
  } catch (error) {
    // No document detail: the 404 page (spec §2); an unreachable platform stays an error.
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

export default function ContentDetail({ loaderData }: Route.ComponentProps) {
  return <ContentDetailPage data={loaderData} />;
}
