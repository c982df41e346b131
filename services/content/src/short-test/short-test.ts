import type { Language, ShortTest, ShortTestAnswer, ShortTestScoreResponse } from '@steady/contracts';
import { badRequest } from '@steady/service-common';
import { localizeShortTestQuestion, scoreShortTest } from './short-test-scoring';
import type { ShortTestContent } from '../test-content/test-content-schema';

export interface ShortTestHandlers {
  getTest(language: Language): ShortTest;
  score(language: Language, answers: readonly ShortTestAnswer[]): ShortTestScoreResponse;
}

export function createShortTestHandlers(content: ShortTestContent): ShortTestHandlers {
  return {
    getTest(language) {
      return {
        questions: content.questions.map((question) => localizeShortTestQuestion(question, language)),
      };
    },

    score(language, answers) {
      const result = scoreShortTest(content, answers);
      if ('ok' in result) throw badRequest(result.message, { reason: 'short_test_answers_invalid' });
      if ('needTieBreaker' in result) {
        // Only the question in the asked language goes out: which answer means which state stays here.
        return {
          needTieBreaker: true,
          tieBreaker: localizeShortTestQuestion(result.tieBreaker, language),
          candidates: result.candidates,
        };
      }
      return result;
    },
  };
}
