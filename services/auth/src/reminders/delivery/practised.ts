import { localDayOf, techniqueFactsOf } from '@steady/domain';
import type { StoredReminder } from '../reminders-repository';
import type { ReminderStore } from '../reminder-store';

/**
 * Whether what the reminder asks for was already done on the user's day: its technique finished, or a
 * technique finished for its state. A reminder that suggests nothing is answered by any technique finished
 * since `since` (the notification before); with no `since` (its first notification) it always comes.
 */
export async function wasPractised(
  store: Pick<ReminderStore, 'completions' | 'settings'>,
  reminder: StoredReminder,
  at: Date,
  since: string | undefined,
): Promise<boolean> {
  const { suggestedTool, suggestedState } = reminder;
  if (!suggestedTool && !suggestedState && since === undefined) return false;
  const { dayStartHour } = await store.settings.find(reminder.userId);
  const done = await store.completions.listOnDay(
    reminder.userId,
    localDayOf(at, reminder.timeZone, dayStartHour),
  );
  if (suggestedTool)
    return done.some((item) => techniqueFactsOf(item.techniqueId)?.appName === suggestedTool);
  if (suggestedState) return done.some((item) => item.mood === suggestedState);
  return done.some((item) => since !== undefined && item.completedAt >= since);
}
