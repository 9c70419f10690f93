import { ScreenPlaceholder } from '../components/screen-placeholder';
import type { Route } from './+types/home';

export function loader({ request }: Route.LoaderArgs) {
  const group = new URL(request.url).searchParams.get('group') ?? undefined;
  return { params: { group } };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ScreenPlaceholder screen="Home" params={loaderData.params} />;
}
