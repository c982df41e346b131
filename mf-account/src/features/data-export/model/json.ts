import type { JournalState, UserExport } from '@steady/contracts';
import type { StateName } from './csv';

/**
 * The JSON file: the export as the server gave it (techniques, tracks and questions already named), with
 * each state's name beside its code. State names are the app's own words, as in the CSVs.
 */
export function exportJson(data: UserExport, stateName: StateName): string {
  const nameOf = (state: JournalState | null) => (state === null ? null : stateName(state));
  const named = {
    ...data,
    history: data.history.map((record) => ({ ...record, stateName: nameOf(record.state) })),
    techniqueCompletions: data.techniqueCompletions.map((completion) => ({
      ...completion,
      moodName: nameOf(completion.mood),
    })),
    journal: data.journal.map((entry) => ({ ...entry, stateName: nameOf(entry.state) })),
    account: {
      ...data.account,
      reminders: data.account.reminders.map((reminder) => ({
        ...reminder,
        suggestedStateName: nameOf(reminder.suggestedState),
      })),
    },
  };
  return JSON.stringify(named, null, 2);
}
