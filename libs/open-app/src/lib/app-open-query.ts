// The app-open parameters as the app receives them, apart from the launch URLs: WeChat's open tag
// (this environment's way) needs only this; the other strategies' URLs load with their launch.
import { APP_OPEN_PARAM_KEYS } from './constants';

/** App-open parameters of spec §3. */
export interface AppOpenParams {
  stype?: string | null;
  id?: string | number | null;
  type?: string | null;
  post_id?: string | number | null;
  content_link?: string | null;
  mp?: string | number | null;
}

/** The parameters as a query string (no `?`), in spec order, empty values left out. */
export function appOpenQuery(params: AppOpenParams): string {
  const query = new URLSearchParams();
  for (const key of APP_OPEN_PARAM_KEYS) {
    const value = params[key];
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** The open tag's extinfo: the same query string the app receives from the scheme. */
export function wxExtinfo(params: AppOpenParams): string {
  return appOpenQuery(params);
}
