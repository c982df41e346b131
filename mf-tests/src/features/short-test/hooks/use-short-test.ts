import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language, Mood, ShortTestAnswer, ShortTestQuestion } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { fetchShortTest, scoreShortTest } from '../api/short-test-api';

type ShortTestPhase =
  | { name: 'answering' }
  /** The answers tie; `language` is the one the tiebreaker question came in. */
  | { name: 'tieBreaker'; question: ShortTestQuestion; candidates: Mood[]; language: Language }
  | { name: 'result'; state: Mood };

interface ShortTestState {
  phase: ShortTestPhase;
  /** The question on screen while answering, 0-based. */
  index: number;
  /** The chosen answer id per question id. */
  answers: Record<string, string>;
  tieBreakerAnswer: string | undefined;
  scoring: boolean;
  scoreFailed: boolean;
}

const initialState: ShortTestState = {
  phase: { name: 'answering' },
  index: 0,
  answers: {},
  tieBreakerAnswer: undefined,
  scoring: false,
  scoreFailed: false,
};

/** The short test's flow: up to five answers, the tiebreaker when they tie, then the state they point to. */
export function useShortTest(language: Language) {
  const questions = useResource(`short-test:${language}`, (signal) => fetchShortTest(language, signal));
  const [state, setState] = useState<ShortTestState>(initialState);
  const update = (change: Partial<ShortTestState>) => setState((current) => ({ ...current, ...change }));

  const mainAnswers = useMemo<ShortTestAnswer[]>(
    () => Object.entries(state.answers).map(([questionId, answerId]) => ({ questionId, answerId })),
    [state.answers],
  );

  const score = useCallback(
    async (answers: ShortTestAnswer[]) => {
      setState((current) => ({ ...current, scoring: true, scoreFailed: false }));
      try {
        const outcome = await scoreShortTest(language, answers);
        const phase: ShortTestPhase =
          'resultState' in outcome
            ? { name: 'result', state: outcome.resultState }
            : { name: 'tieBreaker', question: outcome.tieBreaker, candidates: outcome.candidates, language };
        setState((current) => ({ ...current, phase, scoring: false }));
      } catch {
        setState((current) => ({ ...current, scoring: false, scoreFailed: true }));
      }
    },
    [language],
  );

  // The tiebreaker question comes with the score; after a language switch, ask again to get it translated.
  const tieBreakerOutOfLanguage = state.phase.name === 'tieBreaker' && state.phase.language !== language;
  useEffect(() => {
    if (tieBreakerOutOfLanguage) void score(mainAnswers);
  }, [tieBreakerOutOfLanguage, score, mainAnswers]);

  const { phase } = state;
  return {
    questions,
    ...state,
    answer: (questionId: string, answerId: string) =>
      setState((current) => ({ ...current, answers: { ...current.answers, [questionId]: answerId } })),
    goTo: (index: number) => update({ index, scoreFailed: false }),
    showResult: () => void score(mainAnswers),
    answerTieBreaker: (answerId: string) => update({ tieBreakerAnswer: answerId }),
    decideTie: () => {
      if (phase.name !== 'tieBreaker' || state.tieBreakerAnswer === undefined) return;
      void score([...mainAnswers, { questionId: phase.question.id, answerId: state.tieBreakerAnswer }]);
    },
    /** From the tiebreaker back to the last question, to change an answer. */
    backToQuestions: () =>
      update({ phase: { name: 'answering' }, tieBreakerAnswer: undefined, scoreFailed: false }),
    restart: () => setState(initialState),
  };
}
