import { ActivityPage, FEED_MESSAGES, loadActivity } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { useRootData } from '../lib/root-data';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/activity';

export function loader({ params, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadActivity(context.api, params.post_id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withSiteDescription(
    [{ title: pageTitle(loaderData?.activity?.title || FEED_MESSAGES.ACTIVITY_DEFAULT_TITLE) }],
    matches,
  );

export default function Screen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ActivityPage
      status={loaderData.status}
      activity={loaderData.activity}
      downloadUrl={root?.site.downloadUrl}
      ownClient={root?.isOwnClient}
    />
  );
}
