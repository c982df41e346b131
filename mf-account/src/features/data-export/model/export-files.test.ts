import type { UserExport } from '@steady/contracts';
import { frameCatalogs } from '@steady/app-frame';
import { exportColumnMessages } from '../../../i18n/messages/export-columns';
import { historyCsv, journalCsv, toCsv, type ExportNames } from './csv';
import { exportJson } from './json';

/**
 * Each language's names: the server names the techniques, the app its own states, badges and columns
 * (badges and columns from the app's real catalogues).
 */
const languages = {
  en: {
    states: { anxiety: 'Anxiety', good: 'Good' } as Record<string, string>,
    boxBreathing: 'Box breathing',
    breathLoop: 'Breath loop',
    firstStep: 'First step',
    historyHeader: 'Date,State code,State,Technique codes,Techniques,How much it helped,XP earned',
    journalHeader:
      'Date,Kind of entry,State code,State,Text,Tags,Technique codes,Techniques,How much it helped,Feeling before,Feeling after',
  },
  ru: {
    states: { anxiety: 'Тревога', good: 'Хорошо' } as Record<string, string>,
    boxBreathing: 'Квадратное дыхание',
    breathLoop: 'Дыхательный цикл',
    firstStep: 'Первый шаг',
    historyHeader: 'Дата,Код состояния,Состояние,Коды техник,Техники,Насколько помогло,Получено XP',
    journalHeader:
      'Дата,Тип записи,Код состояния,Состояние,Текст,Теги,Коды техник,Техники,Насколько помогло,Самочувствие до,Самочувствие после',
  },
};
type Language = keyof typeof languages;
type Names = (typeof languages)[Language];

const exportNamesIn = (language: Language): ExportNames => {
  const catalog: Record<string, string> = { ...frameCatalogs[language], ...exportColumnMessages[language] };
  return {
    state: (state) => languages[language].states[state] ?? state,
    badge: (badgeId) => catalog[`ui.badge.${badgeId}.name`] ?? null,
    column: (column) => catalog[`selfService.export.column.${column}`] ?? column,
  };
};

/** Only the parts of an export the files read, as the server answers them in one language. */
const exportIn = (names: Names) =>
  ({
    progress: {
      xp: 15,
      level: 1,
      xpToNextLevel: 100,
      completedTechniques: ['breath-loop'],
      completedTechniqueNames: [names.breathLoop],
      badges: ['first-step', 'badge-from-a-newer-build'],
    },
    history: [
      {
        id: 'h1',
        date: '2026-03-02',
        state: 'anxiety',
        techniques: ['box-breathing', 'breath-loop'],
        techniqueNames: [names.boxBreathing, names.breathLoop],
        effectiveness: 4,
        xpEarned: 10,
      },
      {
        id: 'h2',
        date: '2026-03-03',
        state: null,
        techniques: ['retired-technique'],
        techniqueNames: [null],
        effectiveness: null,
        xpEarned: 0,
      },
    ],
    techniqueCompletions: [{ techniqueId: 'breath-loop', techniqueName: names.breathLoop, mood: 'anxiety' }],
    account: { reminders: [{ suggestedState: 'anxiety', suggestedTool: null, suggestedToolName: null }] },
    journal: [
      {
        id: 'j1',
        kind: 'entry',
        date: '2026-03-02',
        state: 'good',
        effectiveness: null,
        techniques: ['breath-loop'],
        techniqueNames: [names.breathLoop],
        text: 'Calm',
        tags: [],
        feelingBefore: null,
        feelingAfter: null,
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
      },
    ],
  }) as unknown as UserExport;

describe.each(Object.keys(languages) as Language[])('the export files in %s', (language) => {
  const names = languages[language];
  const data = exportIn(names);
  const exportNames = exportNamesIn(language);

  it('start each CSV with a UTF-8 byte order mark, so a spreadsheet shows the text as written', () => {
    expect(historyCsv(data, exportNames).startsWith('\uFEFF')).toBe(true);
    expect(journalCsv(data, exportNames).startsWith('\uFEFF')).toBe(true);
  });

  it('name each state and technique beside its code in the CSVs, under headers in the language; an unknown technique keeps its id', () => {
    const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines(historyCsv(data, exportNames)).slice(0, 3)).toEqual([
      names.historyHeader,
      `2026-03-02,anxiety,${names.states.anxiety},box-breathing breath-loop,${names.boxBreathing}; ${names.breathLoop},4,10`,
      '2026-03-03,,,retired-technique,retired-technique,,0',
    ]);
    expect(lines(journalCsv(data, exportNames)).slice(0, 2)).toEqual([
      names.journalHeader,
      `2026-03-02,entry,good,${names.states.good},Calm,,breath-loop,${names.breathLoop},,,`,
    ]);
  });

  it('name each state, mood and badge beside its code in the JSON, keeping every code and the names the server gave', () => {
    const json = JSON.parse(exportJson(data, exportNames)) as UserExport & {
      progress: { badgeNames: (string | null)[] };
      history: { stateName: string | null }[];
      journal: { stateName: string }[];
      techniqueCompletions: { moodName: string | null }[];
      account: { reminders: { suggestedStateName: string | null }[] };
    };
    expect(json.progress).toMatchObject({
      completedTechniques: ['breath-loop'],
      completedTechniqueNames: [names.breathLoop],
      badges: ['first-step', 'badge-from-a-newer-build'],
      badgeNames: [names.firstStep, null],
    });
    expect(json.history[0]).toMatchObject({
      state: 'anxiety',
      stateName: names.states.anxiety,
      techniques: ['box-breathing', 'breath-loop'],
      techniqueNames: [names.boxBreathing, names.breathLoop],
    });
    expect(json.history[1]).toMatchObject({ state: null, stateName: null });
    expect(json.journal[0]).toMatchObject({ state: 'good', stateName: names.states.good });
    expect(json.techniqueCompletions[0]).toMatchObject({
      techniqueName: names.breathLoop,
      mood: 'anxiety',
      moodName: names.states.anxiety,
    });
    expect(json.account.reminders[0]).toMatchObject({
      suggestedState: 'anxiety',
      suggestedStateName: names.states.anxiety,
    });
  });
});

describe('the CSV of an export', () => {
  it('quotes commas, quotes and line breaks, and leaves empty cells for missing values', () => {
    expect(toCsv(['a', 'b', 'c'], [['one, two', 'say "hi"\nbye', null]])).toBe(
      '\uFEFFa,b,c\r\n"one, two","say ""hi""\nbye",\r\n',
    );
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(toCsv(['text'], [['=HYPERLINK("x")'], ['-1'], ['+call']])).toBe(
      `\uFEFFtext\r\n"'=HYPERLINK(""x"")"\r\n'-1\r\n'+call\r\n`,
    );
  });
});
