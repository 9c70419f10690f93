// Spec §8: a failed action call (collect, follow, comment, star) stops silently: the optimistic state
// goes back and nothing is shown on the page. The reason is written to the console, and only there.
// One exception: a comment refused for being too frequent shows the platform's message (use-comments).

/** The server's message of a refused call (ApiError), or what went wrong otherwise. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `[collect] failed: 服务繁忙`, with the error itself for its stack. */
export function logFailure(what: string, error: unknown): void {
  console.warn(`[${what}] failed: ${failureReason(error)}`, error);
}
