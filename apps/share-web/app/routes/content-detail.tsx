import { ContentDetailPage, shareMeta } from '@share/content-detail';
import { DetailNotFoundError, loadContentDetail } from '@share/content-detail/server';
import { detailData, detailFailure } from '../lib/platform-failure.server';
import { guardDetail, notFound } from '../lib/route-guards.server';
import {
  DETAIL_QUERY,
  isDetailPageType,
  isMediaAccountActor,
  isPreviewActor,
  previewTokenOf,
} from '../lib/route-rules';
import type { Route } from './+types/content-detail';

export const handle = DETAIL_QUERY;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isDetailPageType(params.type) || !params.post_id) notFound();
  guardDetail(request, params);
  const preview = isPreviewActor(params.actor);
  try {
    const page = await loadContentDetail(
      context.api,
      {
        postId: params.post_id,
        pageType: params.type,
        preview,
        previewToken: previewTokenOf(request, params.actor),
        mp: isMediaAccountActor(params.actor),
        origin: new URL(request.url).origin,
      },
      context.renderOnly,
    );
    return detailData(page, preview);
  } catch (error) {
    // No document detail: the 404 page (spec §2); a failing platform: 502/503/504 (platform-failure).
    detailFailure(error, preview, error instanceof DetailNotFoundError);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? shareMeta(
        {
          title: loaderData.detail.title,
          summary: loaderData.detail.summary,
          cover: loaderData.detail.cover,
          link: loaderData.detail.share_link,
        },
        loaderData.origin,
      )
    : [];

export default function ContentDetail({ loaderData }: Route.ComponentProps) {
  return <ContentDetailPage data={loaderData} />;
}
