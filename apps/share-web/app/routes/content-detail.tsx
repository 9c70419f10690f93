import { data } from 'react-router';
import { ScreenPlaceholder } from '../components/screen-placeholder';
import { guardDetail, notFound } from '../lib/route-guards.server';
import { contentTypeOfPageType, isDetailPageType, isPreviewActor } from '../lib/route-rules';
import type { Route } from './+types/content-detail';

export function loader({ request, params }: Route.LoaderArgs) {
  if (!isDetailPageType(params.type)) notFound();
  guardDetail(request, params);
  const preview = isPreviewActor(params.actor);
  return data(
    { params, contentType: contentTypeOfPageType(params.type), preview },
    preview ? { headers: { 'Cache-Control': 'no-store' } } : undefined,
  );
}

export default function ContentDetail({ loaderData }: Route.ComponentProps) {
  return (
    <ScreenPlaceholder
      screen="ContentDetail"
      params={{ ...loaderData.params, content_type: loaderData.contentType, preview: loaderData.preview ? 'yes' : undefined }}
    />
  );
}
