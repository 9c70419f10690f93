/** The seeded article's HTML as sent: at most this, in KB. */
export declare const ARTICLE_HTML_LIMIT_KB: number;
/** Its hydration data (React Router's turbo-stream payload): at most this, in KB. */
export declare const HYDRATION_DATA_LIMIT_KB: number;
