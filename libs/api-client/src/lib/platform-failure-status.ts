// What a page answers when the platform fails its main call (spec §8: the error page shows the
// message), as an HTTP status.
import { isApiError, isRefusal } from './api-error';

/**
 * A refusal by the platform (a code from 1 to 499 on an answer below HTTP 500: not found, invalid)
 * is the 404 page; the platform's own server errors (a 5xx code, or any code on HTTP 5xx), a
 * platform that could not be reached or was left 503; one that did not answer in time 504; an answer
 * that is not the contract's shape (garbage, wrong fields, too large) 502. Anything else is not a
 * platform failure (null: a fault of the site, its 500).
 */
export function statusOfPlatformFailure(error: unknown): 404 | 502 | 503 | 504 | null {
  if (!isApiError(error)) return null;
  switch (error.kind) {
    case 'api':
      if (isRefusal(error)) return 404;
      return error.code > 0 ? 503 : 502;
    case 'timeout':
      return 504;
    case 'network':
    case 'aborted':
      return 503;
    case 'bad-response':
      return 502;
    default:
      return null;
  }
}
