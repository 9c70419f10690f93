/**
 * A load (a chunk's import) made once and shared by every caller while it is under way or done; after
 * it failed (offline, a deploy replaced the chunk) the next call makes it again.
 */
export function retryableLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (!current) {
      const attempt = load();
      current = attempt;
      attempt.catch(() => {
        if (current === attempt) current = null;
      });
    }
    return current;
  };
}
