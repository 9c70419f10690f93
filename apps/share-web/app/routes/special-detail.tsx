import { data } from 'react-router';
import { coverOf, shareMeta, SpecialPage } from '@share/content-detail';
import { DetailNotFoundError, loadSpecialDetail } from '@share/content-detail/server';
import { platformFailure, statusOfPlatformFailure } from '../lib/platform-failure.server';
import { detailNotFound, guardDetail, notFound } from '../lib/route-guards.server';
import { isPreviewActor } from '../lib/route-rules';
import type { Route } from './+types/special-detail';

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
    return data(page, preview ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
  } catch (error) {
    if (error instanceof DetailNotFoundError || statusOfPlatformFailure(error) === 404) detailNotFound(preview);
    platformFailure(error);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? shareMeta(
        {
          title: loaderData.special.title,
          summary: loaderData.special.summary,
          cover: loaderData.banner || coverOf(loaderData.special),
          link: loaderData.special.share_link,
        },
        loaderData.origin,
      )
    : [];

export default function SpecialDetail({ loaderData }: Route.ComponentProps) {
  return <SpecialPage data={loaderData} />;
}
