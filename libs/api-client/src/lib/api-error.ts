/** Where a failure came from: the platform's envelope, or the transport before any envelope. */
export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'aborted' | 'bad-response';

/**
 * A call that did not end in code 0. `code` is the platform's code (401, 402, 409...) or one of
 * CLIENT_ERROR_CODE; `message` is the text to show the visitor as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind = 'api',
    /** HTTP status of the answer, 0 when there was none. */
    readonly status = 0,
    readonly path = '',
  ) {
    super(message);
  }
}

/**
 * Recognises an ApiError by its shape too: the site's server and its React Router build each bundle
 * their own copy of this library, so an error thrown by the load context's client is not an
 * instance of the class a route module imported.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const candidate = error as Partial<ApiError>;
  return typeof candidate.code === 'number' && typeof candidate.kind === 'string';
}

/**
 * The platform refused (not found, invalid: a code from 1 to 499 in its envelope): the data does not
 * exist. Anything else is an outage, the platform's own server errors too (code 500, or any code on
 * HTTP 5xx): a page shows its error state, never a 404 for them.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'api' && error.code > 0 && error.code < 500 && !(error.status >= 500);
}

/** True for a platform answer with the given code. */
export function hasApiCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}
