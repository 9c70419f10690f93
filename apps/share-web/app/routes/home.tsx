import { HomePage, loadHome, QUERY } from '@share/feed';
import { useRootData } from '../lib/root-data';
import { platformGet } from '../lib/platform.server';
import type { Route } from './+types/home';

export function loader({ request }: Route.LoaderArgs) {
  const group = new URL(request.url).searchParams.get(QUERY.group);
  return loadHome((path, query) => platformGet(path, query, request), group);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return <HomePage data={loaderData} navigation={root?.site.navigation} />;
}
