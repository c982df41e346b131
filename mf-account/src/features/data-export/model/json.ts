import type { UserExport } from '@steady/contracts';
import type { StateName } from './csv';

/**
 * The JSON file: the export as the server gave it (techniques, tracks and questions already named), with
 * each state's name beside its code. State names are the app's own words, as in the CSVs.
 */
export function exportJson(data: UserExport, stateName: StateName): string {
  const named = {
    ...data,
    history: data.history.map((record) => ({
      ...record,
      stateName: record.state === null ? null : stateName(record.state),
    })),
    journal: data.journal.map((entry) => ({ ...entry, stateName: stateName(entry.state) })),
  };
  return JSON.stringify(named, null, 2);
}
