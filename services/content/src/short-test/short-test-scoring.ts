import {
  type Language,
  type Mood,
  moods,
  type ShortTestAnswer,
  type ShortTestQuestion as LocalizedShortTestQuestion,
} from '@steady/contracts';
import {
  ShortTestContent,
  ShortTestQuestion,
  shortTestQuestionCount,
} from '../test-content/test-content-schema';

type ShortTestScoreResult =
  | { resultState: Mood }
  | { needTieBreaker: true; tieBreaker: ShortTestQuestion; candidates: Mood[] }
  | { ok: false; message: string };

// Own keys only, so an answer id such as "constructor" is not mistaken for a state.
function stateFor(question: ShortTestQuestion, answerId: string): Mood | undefined {
  return Object.hasOwn(question.answerStates, answerId) ? question.answerStates[answerId] : undefined;
}

function failure(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/**
 * Scores up to five answers. The tiebreaker answer may be passed separately or, as the API sends it,
 * as an entry of `answers` whose questionId is the tiebreaker's id; giving it twice is a duplicate.
 */
export function scoreShortTest(
  content: ShortTestContent,
  answers: readonly ShortTestAnswer[],
  tieBreakerAnswerId?: string,
): ShortTestScoreResult {
  const questionsById = new Map(content.questions.map((question) => [question.id, question]));
  const tieBreakerEntries = answers.filter((answer) => answer.questionId === content.tieBreaker.id);
  const mainAnswers = answers.filter((answer) => answer.questionId !== content.tieBreaker.id);
  const tieBreakerIds = [
    ...tieBreakerEntries.map((answer) => answer.answerId),
    ...(tieBreakerAnswerId === undefined ? [] : [tieBreakerAnswerId]),
  ];

  if (mainAnswers.length === 0) {
    return failure('At least one answer is required');
  }
  if (mainAnswers.length > shortTestQuestionCount) {
    return failure(`At most ${shortTestQuestionCount} answers are allowed`);
  }
  if (tieBreakerIds.length > 1) {
    return failure('The tiebreaker question can be answered only once');
  }

  const counts = new Map<Mood, number>();
  const answered = new Set<string>();
  for (const { questionId, answerId } of mainAnswers) {
    const question = questionsById.get(questionId);
    if (!question) {
      return failure(`Unknown question: ${questionId}`);
    }
    if (answered.has(questionId)) {
      return failure(`Question ${questionId} can be answered only once`);
    }
    answered.add(questionId);
    const state = stateFor(question, answerId);
    if (!state) {
      return failure(`Unknown answer ${answerId} for question ${questionId}`);
    }
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }

  const [tieBreakerId] = tieBreakerIds;
  const tieBreakerState = tieBreakerId === undefined ? undefined : stateFor(content.tieBreaker, tieBreakerId);
  if (tieBreakerId !== undefined && !tieBreakerState) {
    return failure(`Unknown answer ${tieBreakerId} for question ${content.tieBreaker.id}`);
  }

  const topCount = Math.max(...counts.values());
  const candidates = moods.filter((mood) => counts.get(mood) === topCount);
  const [winner] = candidates;
  if (winner && candidates.length === 1) {
    // A tiebreaker answer sent without a tie is ignored: the answers already agree.
    return { resultState: winner };
  }
  if (tieBreakerState) {
    // The tiebreaker chooses between the tied states only, as its question says.
    if (!candidates.includes(tieBreakerState)) {
      return failure(`The tiebreaker answer ${tieBreakerId} is not one of the tied states`);
    }
    return { resultState: tieBreakerState };
  }
  return { needTieBreaker: true, tieBreaker: tieBreakerFor(content.tieBreaker, candidates), candidates };
}

/** The tiebreaker question with only the answers that name one of the tied states. */
function tieBreakerFor(question: ShortTestQuestion, candidates: readonly Mood[]): ShortTestQuestion {
  const offered = (answerId: string) => {
    const state = stateFor(question, answerId);
    return state !== undefined && candidates.includes(state);
  };
  const translations = Object.fromEntries(
    Object.entries(question.translations).map(([language, translation]) => [
      language,
      { ...translation, answers: translation.answers.filter((answer) => offered(answer.id)) },
    ]),
  ) as ShortTestQuestion['translations'];
  return { ...question, translations };
}

/** The API sends one language and never the answer-to-state map. */
export function localizeShortTestQuestion(
  question: ShortTestQuestion,
  language: Language,
): LocalizedShortTestQuestion {
  const translation = question.translations[language];
  return {
    id: question.id,
    title: translation.title,
    answers: translation.answers.map(({ id, text }) => ({ id, text })),
  };
}
