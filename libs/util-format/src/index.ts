// Public face of @share/util-format: count, media-clock and relative-time formatting (spec §5), the column
// filter (spec §3), phone and code input rules, HTML as plain paragraphs, and a URL as the request logs keep it.
export { formatCount } from './lib/format-count';
export { formatClock, parseClock } from './lib/format-clock';
export { twoDigits } from './lib/two-digits';
export { formatRelativeTime, formatDate, toIsoDateTime } from './lib/format-relative-time';
export type { TimeInput } from './lib/format-relative-time';
export { filterColumns, EXCLUDED_COLUMN_TYPES } from './lib/filter-columns';
export {
  canSubmitLogin,
  clampCode,
  formatPhone,
  isValidPhone,
  stripPhone,
  CODE_LENGTH,
  PHONE_LENGTH,
} from './lib/phone';
export type { LoginFormValues, LoginMode } from './lib/phone';
export { htmlToParagraphs } from './lib/html-to-paragraphs';
export { redactLogUrl } from './lib/log-url';
