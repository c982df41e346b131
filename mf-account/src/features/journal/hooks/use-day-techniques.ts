import type { HistoryRecord } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { fetchHistory } from '../../history';

/** The reader's calendar day of an instant, as YYYY-MM-DD, to match history to a journal entry's day. */
export function readerDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The techniques the user finished on `day` (their calendar), from their history, each once. */
export function useDayTechniques(day: string): { records: HistoryRecord[]; techniques: string[] } {
  const history = useResource('history', () => fetchHistory());
  const records =
    history.status === 'ready'
      ? history.data.filter((record) => readerDayOf(new Date(record.date)) === day)
      : [];
  return { records, techniques: [...new Set(records.flatMap((record) => record.techniques))] };
}
