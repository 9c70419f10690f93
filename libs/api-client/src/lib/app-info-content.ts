// The app-info JSON (spec §3 site config) checked by hand: the browser bundle must not carry zod.
// app-info-content.spec.ts keeps this guard in step with the contract's AppInfoContentSchema.
import type { AppInfoContent } from '@share/contract';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** Absent, or present with every one of `keys` absent or a string. */
const optionalStrings = (value: Json, keys: readonly string[]) =>
  keys.every((key) => value[key] === undefined || isString(value[key]));

const APP_FIELDS = ['app_name', 'app_logo', 'slogan', 'scheme', 'ios_app_id', 'android_package'] as const;
const OPEN_APP_FIELDS = ['scheme', 'universal_link', 'android_package', 'wx_open_app_id'] as const;

/** The content when it has every field the site reads, else null. */
export function parseAppInfoContent(value: unknown): AppInfoContent | null {
  if (!isObject(value) || !isString(value.primaryColor)) return null;
  if (!optionalStrings(value, APP_FIELDS)) return null;
  if (value.open_app !== undefined && !(isObject(value.open_app) && optionalStrings(value.open_app, OPEN_APP_FIELDS)))
    return null;
  const h5 = value.h5_config;
  if (!isObject(h5) || !['site_name', 'site_logo', 'descriptions'].every((key) => isString(h5[key]))) return null;
  const bar = value.bottomNavigationBar;
  if (!isObject(bar) || !isString(bar.unselectedLabelColor) || !isString(bar.selectedLabelColor)) return null;
  if (!Array.isArray(bar.navigationItems) || !bar.navigationItems.every(isNavigationItem)) return null;
  return value as AppInfoContent;
}
