/**
 * Throttled merged requests: every call made while one is waiting or in flight shares its result,
 * and a new request starts at most once per window. Callers asking for the same thing at once cost one request.
 */
export function mergeRequests<T>(request: () => Promise<T>, windowMs = 50): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const started = new Promise<void>((resolve) => setTimeout(resolve, windowMs)).then(request);
      pending = started;
      const release = () => {
        if (pending === started) pending = null;
      };
      started.then(release, release);
    }
    return pending;
  };
}
