import type { JournalState, UserExport } from '@steady/contracts';

/** The reader's words for the export's codes: the app's own catalogues name states, badges and CSV columns. */
export interface ExportNames {
  state: (state: JournalState) => string;
  /** Null for a badge newer than this build, which has no name here yet. */
  badge: (badgeId: string) => string | null;
  column: (column: CsvColumn) => string;
}

/**
 * Each CSV's columns, in the order they are written: a stable order for other tools, whatever the language
 * of the header row (docs/features.md lists them). A code column is followed by its name column.
 */
const historyColumns = [
  'date',
  'state',
  'stateName',
  'techniques',
  'techniqueNames',
  'effectiveness',
  'xpEarned',
] as const;
const journalColumns = [
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
] as const;
export type CsvColumn = (typeof historyColumns)[number] | (typeof journalColumns)[number];

type Cell = string | number | null;

/** Excel reads a CSV without a byte order mark in the system's legacy code page and garbles Cyrillic. */
const utf8Bom = '\uFEFF';

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

/** A UTF-8 CSV with its byte order mark, so a spreadsheet opens non-Latin text as written. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return utf8Bom + [header, ...rows].map((row) => row.map(toCell).join(',')).join('\r\n') + '\r\n';
}

export function historyCsv(data: UserExport, names: ExportNames): string {
  return toCsv(
    historyColumns.map(names.column),
    data.history.map((record) => [
      record.date,
      record.state,
      record.state === null ? null : names.state(record.state),
      record.techniques.join(' '),
      techniqueNamesCell(record),
      record.effectiveness,
      record.xpEarned,
    ]),
  );
}

export function journalCsv(data: UserExport, names: ExportNames): string {
  return toCsv(
    journalColumns.map(names.column),
    data.journal.map((entry) => [
      entry.date,
      entry.kind,
      entry.state,
      names.state(entry.state),
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
