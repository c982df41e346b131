import { toCsv } from './csv';

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
