import type { UserExport } from '@steady/contracts';
import { historyCsv, journalCsv, toCsv } from './csv';

const stateNames: Record<string, string> = { anxiety: 'Anxiety', good: 'Good' };
const stateName = (state: string) => stateNames[state] ?? state;

/** Only the parts of an export the CSVs read. */
const data = {
  history: [
    {
      id: 'h1',
      date: '2026-03-02',
      state: 'anxiety',
      techniques: ['box-breathing'],
      effectiveness: 4,
      xpEarned: 10,
    },
    { id: 'h2', date: '2026-03-03', state: null, techniques: [], effectiveness: null, xpEarned: 0 },
  ],
  journal: [
    {
      id: 'j1',
      kind: 'entry',
      date: '2026-03-02',
      state: 'good',
      effectiveness: null,
      techniques: [],
      text: 'Calm',
      tags: [],
      feelingBefore: null,
      feelingAfter: null,
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
  ],
} as unknown as UserExport;

describe('the CSV of an export', () => {
  it("names each state beside its code, in the reader's language", () => {
    expect(historyCsv(data, stateName).split('\r\n').slice(0, 3)).toEqual([
      'date,state,stateName,techniques,effectiveness,xpEarned',
      '2026-03-02,anxiety,Anxiety,box-breathing,4,10',
      '2026-03-03,,,,,0',
    ]);
    expect(journalCsv(data, stateName).split('\r\n').slice(0, 2)).toEqual([
      'date,kind,state,stateName,text,tags,techniques,effectiveness,feelingBefore,feelingAfter',
      '2026-03-02,entry,good,Good,Calm,,,,,',
    ]);
  });

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
