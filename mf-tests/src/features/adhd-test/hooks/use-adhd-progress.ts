import { useCallback, useEffect, useState } from 'react';
import type { AdhdQuestion } from '@steady/contracts';

interface AdhdProgress {
  /** The chosen answer value per question id. */
  answers: Record<string, number>;
  /** The question on screen, 0-based. */
  index: number;
}

/*
 * Progress lives in sessionStorage, per user: it survives a reload or a trip to another page in the same
 * tab, but answers about one's mental health do not stay behind on a shared computer once the tab is closed.
 * The scale version is part of the key: an answer id saved on another scale meant another answer.
 */
const storageKeyFor = (userId: string, scaleVersion: number) =>
  `steady.adhdTest.progress.v${scaleVersion}.${userId}`;

function answerValuesOf(question: AdhdQuestion): number[] {
  const [translation] = Object.values(question.translations);
  return translation?.answers.map((answer) => answer.id) ?? [];
}

/** The stored progress, keeping only what still fits the questions (the content may have changed since). */
function readProgress(key: string, questions: readonly AdhdQuestion[]): AdhdProgress {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return { answers: {}, index: 0 };
    const { answers, index } = stored as { answers?: unknown; index?: unknown };
    const storedAnswers = typeof answers === 'object' && answers !== null ? answers : {};
    const kept: Record<string, number> = {};
    for (const question of questions) {
      const value: unknown = (storedAnswers as Record<string, unknown>)[question.id];
      if (typeof value === 'number' && answerValuesOf(question).includes(value)) kept[question.id] = value;
    }
    const place = typeof index === 'number' && Number.isInteger(index) ? index : 0;
    return { answers: kept, index: Math.min(Math.max(place, 0), questions.length - 1) };
  } catch {
    return { answers: {}, index: 0 };
  }
}

/** The signed-in user's answers and place in the test, kept across reloads until `forget`. */
export function useAdhdProgress(userId: string, scaleVersion: number, questions: readonly AdhdQuestion[]) {
  const key = storageKeyFor(userId, scaleVersion);
  const [progress, setProgress] = useState(() => readProgress(key, questions));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(progress));
    } catch {
      // Best effort: a full or blocked storage only costs the resume-after-reload.
    }
  }, [key, progress]);

  const answer = useCallback((questionId: string, value: number) => {
    setProgress((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
  }, []);

  const goTo = useCallback((index: number) => {
    setProgress((current) => ({ ...current, index }));
  }, []);

  /** Once the answers are submitted they are the server's; nothing should resume them. */
  const forget = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing was stored, then.
    }
  }, [key]);

  return { ...progress, answer, goTo, forget };
}
