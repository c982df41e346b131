import type { UserExport } from '@steady/contracts';
import { historyCsv, journalCsv, toCsv } from './csv';
import { exportJson } from './json';

/** Each language's names: the server names the techniques, the app its own states. */
const languages = {
  en: {
    states: { anxiety: 'Anxiety', good: 'Good' } as Record<string, string>,
    boxBreathing: 'Box breathing',
    breathLoop: 'Breath loop',
  },
  ru: {
    states: { anxiety: 'Тревога', good: 'Хорошо' } as Record<string, string>,
    boxBreathing: 'Квадратное дыхание',
    breathLoop: 'Дыхательный цикл',
  },
};
type Names = (typeof languages)['en'];

const stateNameIn = (names: Names) => (state: string) => names.states[state] ?? state;

/** Only the parts of an export the files read, as the server answers them in one language. */
const exportIn = (names: Names) =>
  ({
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

describe.each(Object.entries(languages))('the export files in %s', (_language, names) => {
  const data = exportIn(names);
  const stateName = stateNameIn(names);

  it('name each state and technique beside its code in the CSVs; an unknown technique keeps its id', () => {
    expect(historyCsv(data, stateName).split('\r\n').slice(0, 3)).toEqual([
      'date,state,stateName,techniques,techniqueNames,effectiveness,xpEarned',
      `2026-03-02,anxiety,${names.states.anxiety},box-breathing breath-loop,${names.boxBreathing}; ${names.breathLoop},4,10`,
      '2026-03-03,,,retired-technique,retired-technique,,0',
    ]);
    expect(journalCsv(data, stateName).split('\r\n').slice(0, 2)).toEqual([
      'date,kind,state,stateName,text,tags,techniques,techniqueNames,effectiveness,feelingBefore,feelingAfter',
      `2026-03-02,entry,good,${names.states.good},Calm,,breath-loop,${names.breathLoop},,,`,
    ]);
  });

  it('name each state and mood beside its code in the JSON, keeping every code and the names the server gave', () => {
    const json = JSON.parse(exportJson(data, stateName)) as UserExport & {
      history: { stateName: string | null }[];
      journal: { stateName: string }[];
      techniqueCompletions: { moodName: string | null }[];
      account: { reminders: { suggestedStateName: string | null }[] };
    };
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
      'a,b,c\r\n"one, two","say ""hi""\nbye",\r\n',
    );
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(toCsv(['text'], [['=HYPERLINK("x")'], ['-1'], ['+call']])).toBe(
      `text\r\n"'=HYPERLINK(""x"")"\r\n'-1\r\n'+call\r\n`,
    );
  });
});
