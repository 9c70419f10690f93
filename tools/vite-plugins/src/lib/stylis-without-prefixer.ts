/**
 * What styled-components imports as 'stylis' in the browser build (styled-components.ts):
 * stylis itself, but for its vendor-prefix middleware. styled-components adds that middleware only
 * when a StyleSheetManager sets enableVendorPrefixes, which the site never does (the server's CSS
 * is unprefixed too), so the prefixer and its table of prefixed properties (stylis' Prefixer.js,
 * 1.1 KB gzip in every page's first load) were code no page ran.
 */
export * from 'stylis';

export const VENDOR_PREFIXES_LEFT_OUT =
  'Vendor prefixes are left out of the browser build (tools/vite-plugins/src/lib/styled-components.ts): enableVendorPrefixes is not supported';

/** Stands in for stylis' prefixer: styled-components calls it only if vendor prefixes were enabled. */
export function prefixer(): never {
  throw new Error(VENDOR_PREFIXES_LEFT_OUT);
}
