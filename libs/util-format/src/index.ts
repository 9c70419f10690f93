// Public face of @share/util-format: count, relative-time and number formatting (spec §5) and the column filter (spec §3).
export { formatCount, COUNT_K, COUNT_W } from './lib/format-count';
export { formatNumber, NUMBER_WAN, NUMBER_YI } from './lib/format-number';
export {
  formatRelativeTime,
  formatDate,
  toEpochMs,
  RELATIVE_TIME_LIMIT_S,
  DEFAULT_TIME_ZONE_OFFSET_MIN,
} from './lib/format-relative-time';
export type { TimeInput, RelativeTimeOptions } from './lib/format-relative-time';
export { filterColumns, EXCLUDED_COLUMN_TYPES } from './lib/filter-columns';
export type { ColumnLike } from './lib/filter-columns';
export {
  canSubmitLogin,
  clampCode,
  formatPhone,
  isValidPhone,
  stripPhone,
  CODE_LENGTH,
  PHONE_LENGTH,
  PHONE_PATTERN,
} from './lib/phone';
export type { LoginFormValues, LoginMode } from './lib/phone';
