import { InviteView, loadInvite } from '@share/auth/feature';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { useRootData } from '../lib/root-data';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/invite';

export function loader({ params, context }: Route.LoaderArgs) {
  guardIds(params);
  return loadInvite(context.api, params.code);
}

export const meta: Route.MetaFunction = ({ matches }) => withSiteDescription([{ title: pageTitle('邀请') }], matches);

export default function Screen({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  return <InviteView {...loaderData} siteName={site?.banner?.siteName} downloadUrl={site?.downloadUrl} />;
}
