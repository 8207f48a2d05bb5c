/**
 * The one way work that failed is tried again (docs/decisions/0077): each row on its own schedule, the wait doubling
 * after every failure up to a ceiling, and given up after the last attempt, when staff are shown it. Emails and
 * texts, refunds and the job queue's own jobs differ only in their numbers.
 */
export interface RetryPolicy {
  maxAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Seconds to wait after the `attempts`-th failure (1 or more), or undefined when that was the last attempt. */
export function retryDelaySeconds(policy: RetryPolicy, attempts: number): number | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.max(0, attempts - 1));
}
