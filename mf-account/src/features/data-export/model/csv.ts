import type { JournalState, UserExport } from '@steady/contracts';

/** A state's name in the reader's language; the CSVs keep the code beside it for other tools. */
export type StateName = (state: JournalState) => string;

type Cell = string | number | null;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula. */
function toCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The titles of a row's techniques, "; "-separated (titles have spaces); a title no longer known keeps its id. */
function techniqueNamesCell(row: { techniques: string[]; techniqueNames: (string | null)[] }): string {
  return row.techniques.map((id, index) => row.techniqueNames[index] ?? id).join('; ');
}

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((row) => row.map(toCell).join(',')).join('\r\n') + '\r\n';
}

export function historyCsv(data: UserExport, stateName: StateName): string {
  return toCsv(
    ['date', 'state', 'stateName', 'techniques', 'techniqueNames', 'effectiveness', 'xpEarned'],
    data.history.map((record) => [
      record.date,
      record.state,
      record.state === null ? null : stateName(record.state),
      record.techniques.join(' '),
      techniqueNamesCell(record),
      record.effectiveness,
      record.xpEarned,
    ]),
  );
}

export function journalCsv(data: UserExport, stateName: StateName): string {
  return toCsv(
    [
      'date',
      'kind',
      'state',
      'stateName',
      'text',
      'tags',
      'techniques',
      'techniqueNames',
      'effectiveness',
      'feelingBefore',
      'feelingAfter',
    ],
    data.journal.map((entry) => [
      entry.date,
      entry.kind,
      entry.state,
      stateName(entry.state),
      entry.text,
      entry.tags.join(' '),
      entry.techniques.join(' '),
      techniqueNamesCell(entry),
      entry.effectiveness,
      entry.feelingBefore,
      entry.feelingAfter,
    ]),
  );
}
