/** How long a user's last known entitlement outlives a billing outage (issue: paying users must not look free). */
export const entitlementGraceMs = 15 * 60 * 1000;

/** Keeps memory bounded however many users pass by; the oldest answers go first. */
const maxRemembered = 10_000;

export interface LastKnownAnswers<Answer> {
  remember(key: string, answer: Answer): void;
  /** The last answer remembered for `key`, if it is younger than the grace period. */
  recall(key: string): Answer | undefined;
}

/**
 * The last answer another service gave about each key, for use while that service is unreachable: a
 * subscriber keeps premium through a billing outage of up to `graceMs` instead of dropping to free.
 */
export function createLastKnownAnswers<Answer>(
  options: { graceMs?: number; now?: () => number } = {},
): LastKnownAnswers<Answer> {
  const { graceMs = entitlementGraceMs, now = Date.now } = options;
  const answers = new Map<string, { answer: Answer; at: number }>();
  return {
    remember(key, answer) {
      answers.delete(key);
      if (answers.size >= maxRemembered) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, { answer, at: now() });
    },
    recall(key) {
      const known = answers.get(key);
      return known && now() - known.at < graceMs ? known.answer : undefined;
    },
  };
}
