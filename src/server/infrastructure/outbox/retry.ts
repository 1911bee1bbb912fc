/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

export interface RetryPolicy {
  /** The first retry's delay; each next one doubles, up to MAX_RETRY_DELAY_MS. */
  retryBaseMs: number;
  /** Retries stop this long after the message was queued. */
  retryForMs: number;
}

/**
 * When a message that failed its `attempts`-th attempt is tried again, or undefined
 * when it is not: its retry window or its link's validity is over. Exponential
 * backoff with full-range jitter (×0.5–1.5), so a recovering mail server is not
 * met by every message at the same instant.
 */
export function nextAttemptAt(
  { attempts, createdAt, expiresAt, now }: { attempts: number; createdAt: number; expiresAt?: number; now: number },
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | undefined {
  const delay = Math.min(MAX_RETRY_DELAY_MS, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1)) * (0.5 + random());
  const at = now + delay;
  if (at > createdAt + policy.retryForMs) {
    // The last attempt lands exactly at the window's end, so every message is tried that long.
    const end = createdAt + policy.retryForMs;
    if (now >= end) return undefined;
    return expiresAt !== undefined && end > expiresAt ? undefined : end;
  }
  if (expiresAt !== undefined && at > expiresAt) return undefined;
  return at;
}

/**
 * A refusal that a retry cannot change: the mail server said no for good (5xx), not "later"
 * (4xx) or nothing; or a push service refused the message itself (`permanent`, push/transport.ts).
 */
export function isPermanentFailure(error: unknown): boolean {
  if ((error as { permanent?: unknown } | null)?.permanent === true) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
