import { type Mood, type ShortTestAnswer } from '@steady/contracts';
import { loadTestContent } from '../test-content/load-test-content';
import { localizeShortTestQuestion, scoreShortTest } from './short-test-scoring';
import { ShortTestQuestion } from '../test-content/test-content-schema';

const content = loadTestContent().shortTest;

function answerIdFor(question: ShortTestQuestion, state: Mood): string {
  const entry = Object.entries(question.answerStates).find(([, answerState]) => answerState === state);
  if (!entry) throw new Error(`No answer for ${state} in ${question.id}`);
  return entry[0];
}

/** One answer per state given, in question order. */
function answersFor(...states: Mood[]): ShortTestAnswer[] {
  return states.map((state, index) => {
    const question = content.questions[index];
    if (!question) throw new Error(`The short test has no question ${index + 1}`);
    return { questionId: question.id, answerId: answerIdFor(question, state) };
  });
}

const tieBreakerAnswer = (state: Mood) => answerIdFor(content.tieBreaker, state);

describe('short test scoring', () => {
  it('picks the clear winner', () => {
    const answers = answersFor('overwhelm', 'anxiety', 'overwhelm', 'overwhelm', 'irritability');
    expect(scoreShortTest(content, answers)).toEqual({ resultState: 'overwhelm' });
  });

  it('accepts fewer than five answers', () => {
    expect(scoreShortTest(content, answersFor('procrastination', 'procrastination'))).toEqual({
      resultState: 'procrastination',
    });
  });

  it('asks the tiebreaker question with only the tied states as answers', () => {
    const answers = answersFor('overwhelm', 'anxiety', 'overwhelm', 'anxiety', 'hyperactivity');
    const result = scoreShortTest(content, answers);
    expect(result).toMatchObject({ needTieBreaker: true, candidates: ['anxiety', 'overwhelm'] });
    const offered = 'tieBreaker' in result ? result.tieBreaker : content.tieBreaker;
    for (const language of ['en', 'ru'] as const) {
      expect(offered.translations[language].answers.map((answer) => answer.id)).toEqual([
        tieBreakerAnswer('anxiety'),
        tieBreakerAnswer('overwhelm'),
      ]);
    }
  });

  it('lists all five candidates in the usual mood order when every answer differs', () => {
    const answers = answersFor('overwhelm', 'hyperactivity', 'irritability', 'procrastination', 'anxiety');
    const result = scoreShortTest(content, answers);
    expect('candidates' in result && result.candidates).toEqual([
      'anxiety',
      'procrastination',
      'irritability',
      'hyperactivity',
      'overwhelm',
    ]);
  });

  it('lets the tiebreaker answer decide between the candidates', () => {
    const answers = answersFor('overwhelm', 'anxiety', 'overwhelm', 'anxiety', 'hyperactivity');
    expect(scoreShortTest(content, answers, tieBreakerAnswer('overwhelm'))).toEqual({
      resultState: 'overwhelm',
    });
  });

  it('accepts the tiebreaker answer as an entry of the answer list', () => {
    const answers = [
      ...answersFor('irritability', 'hyperactivity', 'irritability', 'hyperactivity'),
      { questionId: content.tieBreaker.id, answerId: tieBreakerAnswer('hyperactivity') },
    ];
    expect(scoreShortTest(content, answers)).toEqual({ resultState: 'hyperactivity' });
  });

  it('refuses a tiebreaker answer naming a state outside the tie, as the question offers only the tied ones', () => {
    const answers = answersFor('overwhelm', 'anxiety', 'overwhelm', 'anxiety', 'hyperactivity');
    expect(scoreShortTest(content, answers, tieBreakerAnswer('irritability'))).toEqual({
      ok: false,
      message: expect.stringContaining('not one of the tied states'),
    });
  });

  it('ignores a tiebreaker answer when there is a clear winner', () => {
    const answers = answersFor('anxiety', 'anxiety', 'overwhelm');
    expect(scoreShortTest(content, answers, tieBreakerAnswer('overwhelm'))).toEqual({
      resultState: 'anxiety',
    });
  });

  it.each([
    ['an unknown question id', [{ questionId: 's9', answerId: 's1a' }], undefined],
    ['an answer id from another question', [{ questionId: 's1', answerId: 's2a' }], undefined],
    ['an inherited property name as answer id', [{ questionId: 's1', answerId: 'constructor' }], undefined],
    ['an unknown tiebreaker answer', answersFor('anxiety', 'overwhelm'), 's1a'],
  ])('rejects %s', (_, answers, tieBreakerAnswerId) => {
    expect(scoreShortTest(content, answers, tieBreakerAnswerId)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Unknown/),
    });
  });

  it('rejects a question answered twice', () => {
    const answers = [...answersFor('anxiety', 'overwhelm'), ...answersFor('anxiety')];
    expect(scoreShortTest(content, answers)).toMatchObject({ ok: false });
  });

  it('rejects a tiebreaker answered twice', () => {
    const answers = [
      ...answersFor('anxiety', 'overwhelm'),
      { questionId: content.tieBreaker.id, answerId: tieBreakerAnswer('anxiety') },
    ];
    expect(scoreShortTest(content, answers, tieBreakerAnswer('anxiety'))).toMatchObject({ ok: false });
  });

  it('rejects more than five answers and an empty list', () => {
    const six = [
      ...answersFor('anxiety', 'anxiety', 'anxiety', 'anxiety', 'anxiety'),
      ...answersFor('anxiety'),
    ];
    expect(scoreShortTest(content, six)).toMatchObject({ ok: false });
    expect(scoreShortTest(content, [])).toMatchObject({ ok: false });
  });

  it('hands the API one language and no answer-to-state map', () => {
    const question = localizeShortTestQuestion(content.tieBreaker, 'ru');
    expect(Object.keys(question).sort()).toEqual(['answers', 'id', 'title']);
    expect(question.title).toBe(content.tieBreaker.translations.ru.title);
    expect(question.answers.map((answer) => answer.id)).toEqual(['tba', 'tbb', 'tbc', 'tbd', 'tbe']);
  });
});
