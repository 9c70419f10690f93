import { AuthPage } from '@share/auth/feature';
import { pageTitle } from '../lib/page-title';
import { withSiteDescription } from '../lib/page-description';
import { useRootData } from '../lib/root-data';
import { guardIds } from '../lib/route-guards.server';
import type { Route } from './+types/auth';

export function loader({ params }: Route.LoaderArgs) {
  guardIds(params);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => withSiteDescription([{ title: pageTitle('认证') }], matches);

export default function Screen() {
  const banner = useRootData()?.site.banner;
  return <AuthPage siteName={banner?.siteName} siteLogo={banner?.siteLogo} />;
}
