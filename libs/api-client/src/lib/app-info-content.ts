// The app-info JSON (spec §3 site config) checked by hand: the browser bundle must not carry zod.
// app-info-content.spec.ts keeps this guard in step with the contract's AppInfoContentSchema.
import type { AppInfoContent } from '@share/contract';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isNavigationItem(value: unknown): boolean {
  return (
    isObject(value) &&
    ['id', 'title', 'binding', 'category'].every((key) => isString(value[key])) &&
    typeof value.isHome === 'boolean' &&
    Array.isArray(value.groups) &&
    value.groups.every(isString) &&
    isObject(value.icons)
  );
}

/** The content when it has every field the site reads, else null. */
export function parseAppInfoContent(value: unknown): AppInfoContent | null {
  if (!isObject(value) || !isString(value.primaryColor)) return null;
  const h5 = value.h5_config;
  if (!isObject(h5) || !['site_name', 'site_logo', 'descriptions'].every((key) => isString(h5[key]))) return null;
  const bar = value.bottomNavigationBar;
  if (!isObject(bar) || !isString(bar.unselectedLabelColor) || !isString(bar.selectedLabelColor)) return null;
  if (!Array.isArray(bar.navigationItems) || !bar.navigationItems.every(isNavigationItem)) return null;
  return value as AppInfoContent;
}
