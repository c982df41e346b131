import { reminderTargetPath, type Language, type ReminderPushPayload } from '@steady/contracts';
import type { StoredReminder } from '../reminders-repository';

/** The texts of a reminder's push message, in each language a reminder can be saved in. */
export const reminderPushTexts = {
  en: {
    title: 'Steady: a moment for you',
    plain: 'How are you feeling right now? A minute of calm is one tap away.',
    state: 'A few tips for how you feel are waiting for you.',
    tool: 'Your technique is ready when you are.',
  },
  ru: {
    title: 'Steady: минутка для себя',
    plain: 'Как вы сейчас? Минута спокойствия — в одно касание.',
    state: 'Для вашего состояния есть несколько советов.',
    tool: 'Техника ждёт — начните, когда будет удобно.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The push message of a reminder, in the language it was saved in; the click opens what it suggests. */
export function reminderPushPayload(reminder: StoredReminder): ReminderPushPayload {
  const text = reminderPushTexts[reminder.language];
  const body = reminder.suggestedTool ? text.tool : reminder.suggestedState ? text.state : text.plain;
  return { title: text.title, body, url: reminderTargetPath(reminder) };
}
