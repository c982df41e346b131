import { adhdMaxScore, Language, languages, moods } from '@steady/contracts';
import { loadTestContent, parseTestContent, TestContent } from './load-test-content';
import { adhdScales, currentAdhdScaleVersion } from '../adhd-test/adhd-scales';
import { adhdAreas, adhdQuestionCount } from './test-content-schema';

const content = loadTestContent();

function rawCopy(): TestContent {
  return structuredClone(content);
}

function item<Item>(list: Item[], index: number): Item {
  const found = list[index];
  if (found === undefined) throw new Error(`No item at ${index}`);
  return found;
}

function answerIdsByLanguage(translations: Record<Language, { answers: { id: string | number }[] }>) {
  return languages.map((language) => translations[language].answers.map((answer) => answer.id));
}

describe('loading test content', () => {
  it('validates both data files', () => {
    expect(content.adhdTest.questions).toHaveLength(17);
    expect(content.shortTest.questions).toHaveLength(5);
  });

  it('gives every ADHD question English and Russian with the same answer ids 0 to 4', () => {
    for (const question of content.adhdTest.questions) {
      expect(answerIdsByLanguage(question.translations)).toEqual([
        [0, 1, 2, 3, 4],
        [0, 1, 2, 3, 4],
      ]);
    }
  });

  it('is scored on the current scale version', () => {
    expect(content.adhdTest.version).toBe(currentAdhdScaleVersion);
  });

  it('gives every short test question English and Russian with the same answer ids', () => {
    for (const question of [...content.shortTest.questions, content.shortTest.tieBreaker]) {
      const english = question.translations.en.answers.map((answer) => answer.id);
      expect(answerIdsByLanguage(question.translations)).toEqual([english, english]);
      expect(Object.keys(question.answerStates).sort()).toEqual([...english].sort());
    }
  });

  it('numbers the ADHD questions q1 to q17, covers every area and has a maximum score of 51', () => {
    expect(content.adhdTest.questions.map((question) => question.id)).toEqual(
      Array.from({ length: 17 }, (_, index) => `q${index + 1}`),
    );
    expect(new Set(content.adhdTest.questions.map((question) => question.area))).toEqual(new Set(adhdAreas));
    for (const scale of Object.values(adhdScales)) {
      expect(adhdQuestionCount * Math.max(...scale.answerPoints)).toBe(adhdMaxScore);
    }
    expect(adhdMaxScore).toBe(51);
  });

  it('splits 0 to 51 into low, moderate and high ranges with no gaps', () => {
    expect(content.adhdTest.ranges.map(({ id, min, max }) => [id, min, max])).toEqual([
      ['low', 0, 16],
      ['moderate', 17, 33],
      ['high', 34, 51],
    ]);
  });

  it('shows the self-reflection and where-to-get-help notice in both languages', () => {
    for (const language of languages) {
      const notice = content.adhdTest.notice[language];
      expect(notice.selfReflection).toMatch(language === 'en' ? /not a diagnosis/ : /не диагноз/);
      expect(notice.getHelp).toMatch(language === 'en' ? /doctor/ : /врач/);
    }
  });

  it('covers all five states exactly once in each short test question and in the tiebreaker', () => {
    for (const question of [...content.shortTest.questions, content.shortTest.tieBreaker]) {
      expect(Object.values(question.answerStates).sort()).toEqual([...moods].sort());
    }
  });

  it('names the broken file when a translation is missing', () => {
    const raw = rawCopy();
    Reflect.deleteProperty(item(raw.adhdTest.questions, 3).translations, 'ru');
    expect(() => parseTestContent(raw)).toThrow(/adhd-test\.json/);
  });

  it('rejects Russian answers whose ids differ from English', () => {
    const raw = rawCopy();
    item(item(raw.shortTest.questions, 0).translations.ru.answers, 0).id = 's1z';
    expect(() => parseTestContent(raw)).toThrow(/short-test\.json/);
  });

  it('rejects range boundaries that differ from the scoring code', () => {
    const raw = rawCopy();
    item(raw.adhdTest.ranges, 1).min = 18;
    expect(() => parseTestContent(raw)).toThrow(/Ranges must be/);
  });

  it('rejects ADHD answers other than the current scale offers', () => {
    const raw = rawCopy();
    item(item(raw.adhdTest.questions, 0).translations.en.answers, 4).id = 5;
    expect(() => parseTestContent(raw)).toThrow(/adhd-test\.json/);
  });

  it('rejects a data file written for another scale version', () => {
    const raw = rawCopy();
    Object.assign(raw.adhdTest, { version: 1 });
    expect(() => parseTestContent(raw)).toThrow(/adhd-test\.json/);
  });

  it('rejects a short test question that maps several answers to the same state', () => {
    const raw = rawCopy();
    const states = item(raw.shortTest.questions, 2).answerStates;
    for (const answerId of Object.keys(states)) states[answerId] = 'anxiety';
    expect(() => parseTestContent(raw)).toThrow(/Each state must appear exactly once/);
  });
});
