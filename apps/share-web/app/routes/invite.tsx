import { InviteView, loadInvite } from '@share/feed';
import { pageTitle } from '../lib/page-title';
import { platformGet } from '../lib/platform.server';
import { useRootData } from '../lib/root-data';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/invite';

export function loader({ request, params }: Route.LoaderArgs) {
  guardIds(params);
  return loadInvite((path, query) => platformGet(path, query, request), params.code);
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('邀请') }];

export default function Screen({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  return <InviteView {...loaderData} siteName={site?.banner?.siteName} downloadUrl={site?.downloadUrl} />;
}
