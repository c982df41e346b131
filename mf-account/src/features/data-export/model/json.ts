import type { JournalState, UserExport } from '@steady/contracts';
import type { ExportNames } from './csv';

/**
 * The JSON file: the export as the server gave it (techniques, tracks, questions and test ranges already
 * named), with each state's and badge's name beside its code. State and badge names are the app's own words.
 */
export function exportJson(data: UserExport, names: ExportNames): string {
  const nameOf = (state: JournalState | null) => (state === null ? null : names.state(state));
  const named = {
    ...data,
    progress: data.progress && { ...data.progress, badgeNames: data.progress.badges.map(names.badge) },
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
