// The page head's description when a page has none of its own (its record's summary, shareMeta):
// the site's description from the app info (h5_config.descriptions), so that every page tells
// search engines and link previews what it is (Lighthouse's meta-description audit, issue 53).
import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

/** The descriptors, with the site's description added when they carry none and the site has one. */
export function withSiteDescription(
  descriptors: MetaDescriptor[],
  matches: ReadonlyArray<MetaMatchLike | undefined>,
): MetaDescriptor[] {
  if (descriptors.some((descriptor) => 'name' in descriptor && descriptor.name === 'description')) return descriptors;
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const description = root?.site.banner?.description?.trim();
  return description ? [...descriptors, { name: 'description', content: description }] : descriptors;
}
