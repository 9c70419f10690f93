import { HomePage, loadHome, QUERY } from '@share/feed';
import { useRootData } from '../lib/root-data';
import type { QueryHandle } from '../lib/page-query';
import type { Route } from './+types/home';

export const handle: QueryHandle = { query: { reads: [QUERY.group] } };

export function loader({ request, context }: Route.LoaderArgs) {
  const group = new URL(request.url).searchParams.get(QUERY.group);
  return loadHome(context.api, group);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return <HomePage data={loaderData} navigation={root?.site.navigation} />;
}
