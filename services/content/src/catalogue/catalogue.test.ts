import { appNames, languages, moods } from '@steady/contracts';
import { loadCatalogue, parseCatalogue } from './load-catalogue';
import { supplementIds } from './schema';

/** Lists every way the Russian text fails to mirror the English one: keys, list lengths, types, empty strings. */
function findTranslationProblems(english: unknown, russian: unknown, where: string): string[] {
  if (typeof english === 'string' && typeof russian === 'string') {
    return english.trim() === '' || russian.trim() === '' ? [`${where}: empty text`] : [];
  }
  if (Array.isArray(english) && Array.isArray(russian)) {
    if (english.length !== russian.length)
      return [`${where}: ${english.length} items in en, ${russian.length} in ru`];
    return english.flatMap((item, index) =>
      findTranslationProblems(item, russian[index], `${where}[${index}]`),
    );
  }
  if (isRecord(english) && isRecord(russian)) {
    const keys = Object.keys(english).sort();
    if (keys.join() !== Object.keys(russian).sort().join()) return [`${where}: different keys in en and ru`];
    return keys.flatMap((key) => findTranslationProblems(english[key], russian[key], `${where}.${key}`));
  }
  return [`${where}: different kinds of value in en and ru`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function translationProblems(translations: Record<string, unknown>, where: string): string[] {
  const hasEveryLanguage = Object.keys(translations).sort().join() === [...languages].sort().join();
  return [
    ...(hasEveryLanguage ? [] : [`${where}: languages are ${Object.keys(translations).join(', ')}`]),
    ...findTranslationProblems(translations.en, translations.ru, where),
  ];
}

describe('content catalogue', () => {
  const catalogue = loadCatalogue();
  const textTechniques = catalogue.techniques.filter((technique) => technique.type === 'text');
  const appTechniques = catalogue.techniques.filter((technique) => technique.type === 'app');

  it('loads the three data files and they pass validation', () => {
    expect(catalogue.techniques.length).toBeGreaterThan(0);
    expect(Object.keys(catalogue.moods).sort()).toEqual([...moods].sort());
    expect(catalogue.supplements.items.length).toBeGreaterThan(0);
  });

  describe('translations', () => {
    it('are compared strictly enough to notice a missing step, a renamed key or an empty string', () => {
      expect(findTranslationProblems({ steps: ['a', 'b'] }, { steps: ['a'] }, 'x')).toHaveLength(1);
      expect(findTranslationProblems({ name: 'a' }, { title: 'a' }, 'x')).toHaveLength(1);
      expect(findTranslationProblems({ name: 'a' }, { name: ' ' }, 'x')).toHaveLength(1);
    });

    it('exist in English and Russian with the same structure and no empty text for every technique', () => {
      const problems = catalogue.techniques.flatMap(({ id, translations }) =>
        translationProblems(translations, id),
      );
      expect(problems).toEqual([]);
    });

    it('exist in English and Russian with the same structure and no empty text for every mood', () => {
      const problems = moods.flatMap((mood) => translationProblems(catalogue.moods[mood].translations, mood));
      expect(problems).toEqual([]);
    });

    it('exist in English and Russian with the same structure for every supplement and the disclaimer', () => {
      const problems = [
        ...translationProblems(catalogue.supplements.disclaimer, 'disclaimer'),
        ...translationProblems(catalogue.supplements.itemDisclaimer, 'itemDisclaimer'),
        ...catalogue.supplements.items.flatMap(({ id, translations }) =>
          translationProblems(translations, id),
        ),
      ];
      expect(problems).toEqual([]);
    });
  });

  describe('techniques', () => {
    it('offer each of the twelve interactive tools exactly once, free of charge', () => {
      expect(appTechniques.map((technique) => technique.appName).sort()).toEqual([...appNames].sort());
      expect(appTechniques.filter((technique) => technique.isPremium)).toEqual([]);
    });

    it('include the breath loop at 2 minutes and 10 XP', () => {
      const breathLoop = appTechniques.find((technique) => technique.appName === 'breathing');
      expect(breathLoop).toMatchObject({ minutes: 2, xp: 10 });
    });

    it('include at least 40 text techniques, each taking 2 to 5 minutes', () => {
      expect(textTechniques.length).toBeGreaterThanOrEqual(40);
      const outOfRange = textTechniques.filter(({ minutes }) => minutes < 2 || minutes > 5);
      expect(outOfRange.map((technique) => technique.id)).toEqual([]);
    });

    it('keep more than 30 techniques premium and at least 9 text techniques free', () => {
      expect(catalogue.techniques.filter((technique) => technique.isPremium).length).toBeGreaterThanOrEqual(
        31,
      );
      expect(textTechniques.filter((technique) => !technique.isPremium).length).toBeGreaterThanOrEqual(9);
    });

    it('have 3 to 7 steps each, without numbers in the text (the UI numbers them)', () => {
      const problems = catalogue.techniques.flatMap(({ id, translations }) =>
        languages
          .filter((language) => {
            const steps = translations[language].steps;
            return steps.length < 3 || steps.length > 7 || steps.some((step) => /^\s*\d+[.)]\s/.test(step));
          })
          .map((language) => `${id} (${language})`),
      );
      expect(problems).toEqual([]);
    });
  });

  describe('moods', () => {
    it.each(moods)('give %s at least 10 immediate tips in each language', (mood) => {
      for (const language of languages) {
        expect(
          catalogue.moods[mood].translations[language].immediate_techniques.length,
        ).toBeGreaterThanOrEqual(10);
      }
    });

    it.each(moods)('give %s the breath loop, 3+ apps, 8+ text techniques and 3+ free techniques', (mood) => {
      const listed = catalogue.moods[mood].techniques.flatMap((id) => catalogue.techniquesById.get(id) ?? []);
      const apps = listed.filter((technique) => technique.type === 'app');
      expect(apps.map((technique) => technique.appName)).toContain('breathing');
      expect(apps.length).toBeGreaterThanOrEqual(3);
      expect(listed.filter((technique) => technique.type === 'text').length).toBeGreaterThanOrEqual(8);
      expect(listed.filter((technique) => !technique.isPremium).length).toBeGreaterThanOrEqual(3);
    });

    it('only list techniques that exist, and every technique is listed by at least one mood', () => {
      const listedIds = new Set(moods.flatMap((mood) => catalogue.moods[mood].techniques));
      expect([...listedIds].filter((id) => !catalogue.techniquesById.has(id))).toEqual([]);
      expect(catalogue.techniques.filter((technique) => !listedIds.has(technique.id))).toEqual([]);
    });
  });

  describe('supplements', () => {
    it('list omega3, magnesium, zinc, vitaminD and bComplex in that order', () => {
      expect(catalogue.supplements.items.map((item) => item.id)).toEqual([...supplementIds]);
    });

    it('tell readers, for the list and for each item, to consult a doctor or pharmacist first', () => {
      for (const disclaimer of [catalogue.supplements.disclaimer, catalogue.supplements.itemDisclaimer]) {
        expect(disclaimer.en).toMatch(/doctor or pharmacist/);
        expect(disclaimer.ru).toMatch(/врачом или фармацевтом/);
      }
    });

    it('tell readers not to replace or stop prescribed ADHD medication, for the list and each item', () => {
      for (const disclaimer of [catalogue.supplements.disclaimer, catalogue.supplements.itemDisclaimer]) {
        expect(disclaimer.en).toContain('Do not replace or stop prescribed ADHD medication.');
        expect(disclaimer.ru).toContain(
          'Не заменяйте добавками и не отменяйте назначенные препараты от СДВГ.',
        );
      }
    });

    it('never suggest a daily magnesium dose above the upper limit they name, in either language', () => {
      const magnesium = catalogue.supplements.items.find((item) => item.id === 'magnesium');
      expect(magnesium?.translations.en.dosage).toMatch(/suggest 100–250 mg .* upper limit .* 250–350 mg/);
      expect(magnesium?.translations.ru.dosage).toMatch(/указывают 100–250 мг .* верхний предел 250–350 мг/);
    });
  });

  describe('the loader', () => {
    // The schemas do not transform values, so the parsed catalogue is a faithful copy of the files.
    const validFiles = {
      techniques: catalogue.techniques,
      moods: catalogue.moods,
      supplements: catalogue.supplements,
    };
    const editableCopy = () => structuredClone(validFiles) as EditableFiles;

    it('accepts an unchanged copy of the files', () => {
      expect(() => parseCatalogue(editableCopy())).not.toThrow();
    });

    it.each<[string, string, string, (files: EditableFiles) => unknown]>([
      [
        'techniques.json',
        'a Russian step is missing',
        '[0].translations.ru.steps',
        (files) => files.techniques[0].translations.ru.steps.pop(),
      ],
      [
        'techniques.json',
        'an app name is unknown',
        '[0].appName',
        (files) => (files.techniques[0].appName = 'juggling'),
      ],
      [
        'techniques.json',
        'a text technique takes 6 minutes',
        '.minutes',
        (files) => (firstTextTechnique(files).minutes = 6),
      ],
      [
        'techniques.json',
        'two techniques share an id',
        '[1].id',
        (files) => (files.techniques[1].id = files.techniques[0].id),
      ],
      [
        'techniques.json',
        'a technique is listed by no mood',
        '"orphan"',
        (files) => files.techniques.push({ ...files.techniques[0], id: 'orphan' }),
      ],
      ['moods.json', 'a mood is missing', 'overwhelm', (files) => delete files.moods.overwhelm],
      [
        'moods.json',
        'a mood lists an unknown technique',
        '"no-such-technique"',
        (files) => files.moods.anxiety.techniques.push('no-such-technique'),
      ],
      [
        'moods.json',
        'a mood has too few tips',
        'anxiety.translations.en.immediate_techniques',
        (files) => files.moods.anxiety.translations.en.immediate_techniques.splice(9),
      ],
      [
        'supplements.json',
        'the items are out of order',
        'items',
        (files) => files.supplements.items.reverse(),
      ],
      [
        'supplements.json',
        'the disclaimer has no Russian text',
        'disclaimer.ru',
        (files) => (files.supplements.disclaimer.ru = ''),
      ],
    ])('rejects %s when %s, naming the file and %s', (fileName, _, place, breakFiles) => {
      const files = editableCopy();
      breakFiles(files);
      expect(() => parseCatalogue(files)).toThrow(`Content file ${fileName} is invalid`);
      expect(() => parseCatalogue(files)).toThrow(place);
    });
  });
});

// Broken copies are edited freely, so their shape is deliberately loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableFiles = { techniques: any[]; moods: Record<string, any>; supplements: any };

function firstTextTechnique(files: EditableFiles): { minutes: number } {
  return files.techniques.find((technique: { type: string }) => technique.type === 'text');
}
