/**
 * Renews a lease (a job's, a merge's) every `periodMs` until the returned function is called. A renewal that fails is
 * tried again at the next beat; the timer never keeps the process alive.
 */
export function keepRenewing(periodMs: number, renew: () => Promise<unknown>): () => void {
  const beat = setInterval(() => void renew().catch(() => {}), periodMs);
  beat.unref();
  return () => clearInterval(beat);
}
