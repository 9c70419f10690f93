// The article page's weight budgets, held by the browser tests (page-weight.spec.ts) and printed by
// `npm run bench`: one number each, here. docs/performance.md says how they were set.

/** The seeded article's HTML as sent (7 comments with 4 replies, 26 list rows): at most this, in KB. */
export const ARTICLE_HTML_LIMIT_KB = 64;
/** Its hydration data (React Router's turbo-stream payload): at most this, in KB. */
export const HYDRATION_DATA_LIMIT_KB = 10;
