import { fullImageOf, shareMeta, SpecialPage } from '@share/content-detail';
import { DetailNotFoundError, loadSpecialDetail } from '@share/content-detail/server';
import { detailData, detailFailure } from '../lib/platform-failure.server';
import { guardDetail, notFound } from '../lib/route-guards.server';
import { DETAIL_QUERY, isPreviewActor } from '../lib/route-rules';
import type { Route } from './+types/special-detail';

export const handle = DETAIL_QUERY;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  guardDetail(request, params);
  if (!params.id) notFound();
  const preview = isPreviewActor(params.actor);
  try {
    const page = await loadSpecialDetail(context.api, {
      id: params.id,
      preview,
      origin: new URL(request.url).origin,
    });
    return detailData(page, preview);
  } catch (error) {
    detailFailure(error, preview, error instanceof DetailNotFoundError);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? shareMeta(
        {
          title: loaderData.special.title,
          summary: loaderData.special.summary,
          cover: loaderData.banner || fullImageOf(loaderData.special),
          link: loaderData.special.share_link,
        },
        loaderData.origin,
      )
    : [];

export default function SpecialDetail({ loaderData }: Route.ComponentProps) {
  return <SpecialPage data={loaderData} />;
}
