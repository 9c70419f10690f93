import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data from any component (undefined while an error page renders without it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}
