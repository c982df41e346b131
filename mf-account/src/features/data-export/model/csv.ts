import type { UserExport } from '@steady/contracts';

type Cell = string | number | null;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula. */
function toCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((row) => row.map(toCell).join(',')).join('\r\n') + '\r\n';
}

export function historyCsv(data: UserExport): string {
  return toCsv(
    ['date', 'state', 'techniques', 'effectiveness', 'xpEarned'],
    data.history.map((record) => [
      record.date,
      record.state,
      record.techniques.join(' '),
      record.effectiveness,
      record.xpEarned,
    ]),
  );
}

export function journalCsv(data: UserExport): string {
  return toCsv(
    ['date', 'kind', 'state', 'text', 'tags', 'techniques', 'effectiveness', 'feelingBefore', 'feelingAfter'],
    data.journal.map((entry) => [
      entry.date,
      entry.kind,
      entry.state,
      entry.text,
      entry.tags.join(' '),
      entry.techniques.join(' '),
      entry.effectiveness,
      entry.feelingBefore,
      entry.feelingAfter,
    ]),
  );
}
