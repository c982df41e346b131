import { type AdhdAnswer, languages } from '@steady/contracts';
import {
  invalidAnswerMessage,
  localizeAdhdQuestion,
  missingAnswerMessage,
  positionOnScale,
  rangeForScore,
  scoreAdhdAnswers,
  scoreParts,
} from './adhd-scoring';
import { adhdScales } from './adhd-scales';
import { loadTestContent } from '../test-content/load-test-content';

const { questions } = loadTestContent().adhdTest;
const [firstQuestion] = questions;
if (!firstQuestion) throw new Error('The ADHD test has no questions');

/** The answer ids in the order offered: Never, Rarely, Sometimes, Often, Very often. */
const answer = { never: 0, rarely: 1, sometimes: 2, often: 3, veryOften: 4 } as const;

function allAnswered(value: number): AdhdAnswer[] {
  return questions.map((question) => ({ questionId: question.id, answer: value }));
}

describe('ADHD test scoring', () => {
  it('offers Never, Rarely, Sometimes, Often and Very often in that order', () => {
    expect(firstQuestion.translations.en.answers.map((offered) => offered.text)).toEqual([
      'Never',
      'Rarely',
      'Sometimes',
      'Often',
      'Very often',
    ]);
  });

  it.each([
    ['Never', answer.never, 0, 'low'],
    ['Rarely', answer.rarely, 0, 'low'],
    ['Sometimes', answer.sometimes, 17, 'moderate'],
    ['Often', answer.often, 34, 'high'],
    ['Very often', answer.veryOften, 51, 'high'],
  ])('scores "%s" to every item as %i, in the %s range', (_, value, score, range) => {
    expect(scoreAdhdAnswers(questions, allAnswered(value))).toEqual({ ok: true, score, range });
  });

  it('keeps "Rarely" to every item in the lowest range, with nothing counted in either part', () => {
    expect(scoreAdhdAnswers(questions, allAnswered(answer.rarely))).toEqual({
      ok: true,
      score: 0,
      range: 'low',
    });
    expect(scoreParts(questions, allAnswered(answer.rarely))).toEqual({
      traits: { score: 0, max: 39 },
      dailyLife: { score: 0, max: 12 },
    });
  });

  it('shows how much the traits affect daily life apart from the traits themselves', () => {
    const impactOnly = questions.map((question) => ({
      questionId: question.id,
      answer: question.area === 'impact' ? answer.veryOften : answer.never,
    }));
    expect(scoreAdhdAnswers(questions, impactOnly)).toEqual({ ok: true, score: 12, range: 'low' });
    expect(scoreParts(questions, impactOnly)).toEqual({
      traits: { score: 0, max: 39 },
      dailyLife: { score: 12, max: 12 },
    });
  });

  it('splits answers on the first scale with its own points, and gives no parts for answers that no longer match', () => {
    const firstScaleOften = questions.map((question) => ({ questionId: question.id, answer: 2 }));
    expect(scoreParts(questions, firstScaleOften, adhdScales[1])).toEqual({
      traits: { score: 26, max: 39 },
      dailyLife: { score: 8, max: 12 },
    });
    expect(scoreParts(questions, allAnswered(answer.often).slice(1))).toBeNull();
    expect(
      scoreParts(questions, [...allAnswered(answer.often).slice(1), { questionId: 'gone', answer: 1 }]),
    ).toBeNull();
  });

  it('adds up mixed answers in any order', () => {
    const answers = allAnswered(answer.sometimes)
      .reverse()
      .map((given, index) => (index === 0 ? { ...given, answer: answer.veryOften } : given));
    expect(scoreAdhdAnswers(questions, answers)).toEqual({ ok: true, score: 19, range: 'moderate' });
  });

  it('kept the first scale, where "Rarely" to every item scored 17, in the middle range', () => {
    const [, rarely] = adhdScales[1].answerPoints;
    expect((rarely ?? 0) * questions.length).toBe(17);
    expect(rangeForScore(17, adhdScales[1])).toBe('moderate');
  });

  it.each([
    [0, 'low'],
    [16, 'low'],
    [17, 'moderate'],
    [33, 'moderate'],
    [34, 'high'],
    [51, 'high'],
  ])('puts a score of %i in the %s range', (score, range) => {
    expect(rangeForScore(score)).toBe(range);
  });

  it('places scores on the scale as a fraction of 51', () => {
    expect(positionOnScale(0)).toBe(0);
    expect(positionOnScale(51)).toBe(1);
    expect(positionOnScale(17)).toBeCloseTo(1 / 3);
  });

  it.each([-1, 52, 2.5])('refuses the impossible score %p', (score) => {
    expect(() => rangeForScore(score)).toThrow(RangeError);
    expect(() => positionOnScale(score)).toThrow(RangeError);
  });

  it('asks for every unanswered question', () => {
    const answers = allAnswered(2).filter(
      (answer) => answer.questionId !== 'q5' && answer.questionId !== 'q17',
    );
    expect(scoreAdhdAnswers(questions, answers)).toEqual({
      ok: false,
      fieldErrors: { q5: missingAnswerMessage, q17: missingAnswerMessage },
    });
    expect(missingAnswerMessage).toBe('Please answer all questions');
  });

  it('asks for every question when nothing is answered', () => {
    const result = scoreAdhdAnswers(questions, []);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fieldErrors)).toHaveLength(17);
  });

  it('rejects a question answered twice', () => {
    const answers = [...allAnswered(1), { questionId: 'q3', answer: 2 }];
    expect(scoreAdhdAnswers(questions, answers)).toEqual({
      ok: false,
      fieldErrors: { q3: invalidAnswerMessage },
    });
    expect(invalidAnswerMessage).toBe('Invalid answer');
  });

  it.each([5, -1, 1.5, Number.NaN])('rejects the out-of-range answer %p', (value) => {
    const answers = allAnswered(1);
    answers[6] = { questionId: 'q7', answer: value };
    expect(scoreAdhdAnswers(questions, answers)).toEqual({
      ok: false,
      fieldErrors: { q7: invalidAnswerMessage },
    });
  });

  it.each(['q18', 'unknown', '__proto__'])('rejects the unknown question id %p', (questionId) => {
    const answers = [...allAnswered(1), { questionId, answer: 1 }];
    expect(scoreAdhdAnswers(questions, answers)).toEqual({
      ok: false,
      fieldErrors: { [questionId]: invalidAnswerMessage },
    });
  });

  it('hands the API every translation of a question without its internal area', () => {
    const question = localizeAdhdQuestion(firstQuestion);
    expect(Object.keys(question).sort()).toEqual(['id', 'translations']);
    expect(Object.keys(question.translations).sort()).toEqual([...languages].sort());
  });

  it('can hand the API a single language', () => {
    const question = localizeAdhdQuestion(firstQuestion, 'ru');
    expect(Object.keys(question.translations)).toEqual(['ru']);
    expect(question.translations.ru?.answers.map((offered) => offered.id)).toEqual([0, 1, 2, 3, 4]);
  });
});
