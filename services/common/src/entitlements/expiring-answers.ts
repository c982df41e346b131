/** Keeps memory bounded however many users pass by; the oldest answers go first. */
const maxRemembered = 10_000;

interface ExpiringAnswers<Answer> {
  /** Keeps `answer` for `key` for `lifetimeMs`, replacing what was kept before. */
  remember(key: string, answer: Answer, lifetimeMs: number): void;
  /** The answer remembered for `key`, if its lifetime has not run out. */
  recall(key: string): Answer | undefined;
}

/** Answers another service gave, each kept for its own lifetime, at most 10 000 of them. */
export function createExpiringAnswers<Answer>(now: () => number): ExpiringAnswers<Answer> {
  const answers = new Map<string, { answer: Answer; expiresAt: number }>();
  return {
    remember(key, answer, lifetimeMs) {
      answers.delete(key);
      if (answers.size >= maxRemembered) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      answers.set(key, { answer, expiresAt: now() + lifetimeMs });
    },
    recall(key) {
      const known = answers.get(key);
      return known && now() < known.expiresAt ? known.answer : undefined;
    },
  };
}
