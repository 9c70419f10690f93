// The live room (local_live detail and its sub-screens): loader in, @share/live's page out.
import { data } from 'react-router';
import { shareMeta } from '@share/content-detail';
import { LiveRoomPage } from '@share/live';
import { isLiveNotFound, loadLiveRoom } from '@share/live/server';
import { detailFailure } from '../lib/platform-failure.server';
import { guardDetail, notFound } from '../lib/route-guards.server';
import { DETAIL_QUERY, isLocalLiveScreen, isPreviewActor, previewTokenOf } from '../lib/route-rules';
import type { Route } from './+types/live-room';

export const handle = DETAIL_QUERY;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const screen = params.screen ?? null;
  if (!params.post_id || (screen !== null && !isLocalLiveScreen(screen))) notFound();
  guardDetail(request, params);
  const preview = isPreviewActor(params.actor);
  try {
    const page = await loadLiveRoom(context.api, {
      liveId: params.post_id,
      preview,
      previewToken: previewTokenOf(request, params.actor),
      origin: new URL(request.url).origin,
      screen,
    });
    return data(page, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // No such room: the 404 page (spec §2), 预览链接已失效 for a preview; a failing platform: 502/503/504.
    detailFailure(error, preview, isLiveNotFound(error));
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? shareMeta(
        {
          title: loaderData.item.title,
          summary: loaderData.item.summary,
          cover: loaderData.item.cover,
          link: loaderData.item.share_link,
        },
        loaderData.origin,
      )
    : [];

export default function LiveRoom({ loaderData }: Route.ComponentProps) {
  return <LiveRoomPage data={loaderData} />;
}
