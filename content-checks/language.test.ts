import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes, errorReasons } from '@steady/contracts';
import { errorCodeMessageIds, loadErrorReasonTexts, uiCatalogs } from '@steady/ui';
import { readMessage, type MessageAnatomy } from './icu-messages';
import { englishWordingRules } from './english-text';
import { russianWordingRules, unexpectedLatinWords, type WordingRule } from './russian-text';
import { allUserTexts, appCatalogs, type UserText } from './text-sources';

const texts = allUserTexts();

function anatomyOf(text: UserText): MessageAnatomy {
  return text.format === 'icu' ? readMessage(text.text) : { words: [text.text], plurals: [], followers: [] };
}

/** Each readable text with what it says and counts; a broken ICU message is reported by its own test. */
const readable = texts.flatMap((text) => {
  try {
    return [{ ...text, anatomy: anatomyOf(text) }];
  } catch {
    return [];
  }
});
const inLanguage = (language: 'en' | 'ru') => readable.filter((text) => text.language === language);

const pluralForms = { en: ['one', 'other'], ru: ['one', 'few', 'many', 'other'] } as const;

/** Nouns that follow a count: a count written `{n} дн.` or `{n} days` is a plural left out. */
const countedNouns = {
  en: /^\s*(days?|hours?|minutes?|seconds?|times|points)\b/,
  ru: /^\s*(дн\.|день|дня|дней|час|часа|часов|минут[аы]?|секунд[аы]?|раза?|балл(а|ов)?)(?![а-яё])/,
};

describe('every text a user can read', () => {
  it('is found: the catalogs, legal pages, checkout page and content files all take part', () => {
    const sources = new Set(texts.map((text) => text.where.split(/[ .[]/)[0]));
    expect([...sources].sort()).toEqual(
      expect.arrayContaining(['adhd-test', 'billing', 'mf-account', 'moods', 'shell', 'techniques']),
    );
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.filter((text) => text.where.startsWith('auth reminder push')).length).toBeGreaterThan(0);
    // Both languages: the name, the description, and each of the four shortcuts' three texts.
    expect(texts.filter((text) => text.where.startsWith('shell manifest')).length).toBe(2 * (2 + 4 * 3));
  });

  it('is valid ICU wherever it is formatted as ICU', () => {
    const broken = texts.flatMap((text) => {
      if (text.format !== 'icu') return [];
      try {
        readMessage(text.text);
        return [];
      } catch (error) {
        return [`${text.where} (${text.language}): ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('in Russian, has no English words beyond the names it keeps (Steady, XP, Google, vitamin letters…)', () => {
    const problems = inLanguage('ru').flatMap(({ where, anatomy }) => {
      const latin = anatomy.words.flatMap(unexpectedLatinWords);
      return latin.length > 0 ? [`${where}: ${latin.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('in %s, gives every count all its plural forms', (language) => {
    const problems = inLanguage(language).flatMap(({ where, anatomy }) =>
      anatomy.plurals
        .filter(({ forms }) => pluralForms[language].some((form) => !forms.includes(form)))
        .map(({ argument, forms }) => `${where}: {${argument}} has ${forms.join('/')}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(['ru', 'en'] as const)(
    'in %s, puts every count through a plural, never "{n} дн." or "{n} days"',
    (language) => {
      const problems = inLanguage(language).flatMap(({ where, text, anatomy }) => [
        ...anatomy.followers
          .filter(({ after }) => countedNouns[language].test(after))
          .map(({ argument, after }) => `${where}: {${argument}}${after.slice(0, 12)}`),
        ...(language === 'ru' && /\d\s*дн\./.test(text) ? [`${where}: ${text}`] : []),
      ]);
      expect(problems).toEqual([]);
    },
  );

  it('in Russian, adds no full stop after a date, which already ends in «г.»', () => {
    const problems = inLanguage('ru').flatMap(({ where, anatomy }) =>
      anatomy.followers
        .filter(({ argument, after }) => /date/i.test(argument) && after.startsWith('.'))
        .map(({ argument }) => `${where}: {${argument}}.`),
    );
    expect(problems).toEqual([]);
  });
});

const wordingRules = { ru: russianWordingRules, en: englishWordingRules } as const;

describe.each(['ru', 'en'] as const)('every text in %s', (language) => {
  it.each(wordingRules[language].map((rule) => [rule.why, rule] as const))(
    'avoids what a reader stops at: %s',
    (_, rule) => {
      const problems = texts
        .filter((text) => text.language === language && rule.pattern.test(text.text))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(problems).toEqual([]);
    },
  );
});

describe('a wording rule', () => {
  const rules: WordingRule[] = [...russianWordingRules, ...englishWordingRules];

  it.each(rules.map((rule) => [rule.why, rule] as const))(
    'catches the text it was written for: %s',
    (_, rule) => {
      expect([rule.pattern.test(rule.caught), rule.pattern.test(rule.fixed)]).toEqual([true, false]);
    },
  );
});

describe('a technique', () => {
  const techniques = JSON.parse(
    readFileSync(path.join(__dirname, '../services/content/data/techniques.json'), 'utf8'),
  ) as { id: string; appName?: string; translations: Record<'en' | 'ru', { name: string }> }[];
  const toolTitles = appCatalogs['mf-techniques']!;

  it.each(['en', 'ru'] as const)("has one name in %s: its card's name is its tool's title", (language) => {
    const mismatches = techniques.flatMap(({ id, appName, translations }) => {
      if (appName === undefined) return [];
      const title = (toolTitles[language] as Record<string, string>)[`app.${appName}`];
      return title === translations[language].name
        ? []
        : [`${id}: card "${translations[language].name}", tool "${title}"`];
    });
    expect(mismatches).toEqual([]);
  });
});

describe('an error a service answers with', () => {
  it('has a text in English and Russian for every code and every reason', async () => {
    const reasonTexts = { en: await loadErrorReasonTexts('en'), ru: await loadErrorReasonTexts('ru') };
    const missing = (['en', 'ru'] as const).flatMap((language) => [
      ...errorCodes
        .filter(
          (code) => !(uiCatalogs[language] as Record<string, string>)[errorCodeMessageIds[code]]?.trim(),
        )
        .map((code) => `${code} (${language})`),
      ...errorReasons
        .filter((reason) => !reasonTexts[language][reason]?.trim())
        .map((reason) => `${reason} (${language})`),
    ]);
    expect(missing).toEqual([]);
  });
});
