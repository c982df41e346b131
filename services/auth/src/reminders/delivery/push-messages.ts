import { reminderTargetPath, type Language, type ReminderPushPayload } from '@steady/contracts';
import type { StoredReminder } from '../reminders-repository';

/** The texts of a reminder's push message, in each language a reminder can be saved in. */
export const reminderPushTexts = {
  en: {
    title: 'Steady: a moment for you',
    plain: 'How are you feeling right now? A minute of calm is one tap away.',
    state: 'A few tips for how you feel are waiting for you.',
    tool: 'Your technique is ready when you are.',
    refillTitle: 'Steady: a refill reminder',
    refill:
      'A count in your medication log has reached the number you set. A good moment to arrange a refill.',
  },
  ru: {
    title: 'Steady: минутка для себя',
    plain: 'Как вы сейчас? Минута спокойствия — в одно касание.',
    state: 'Для вашего состояния есть несколько советов.',
    tool: 'Техника ждёт — начните, когда будет удобно.',
    refillTitle: 'Steady: напоминание о запасе',
    refill:
      'Запас в вашем журнале приёма лекарств дошёл до заданного числа. Хороший момент, чтобы его пополнить.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The push message of a reminder, in the language it was saved in; the click opens what it suggests. */
export function reminderPushPayload(reminder: StoredReminder): ReminderPushPayload {
  const text = reminderPushTexts[reminder.language];
  // Named by no medication: a lock screen or a shared calendar may be seen by others.
  if (reminder.medicationId !== null)
    return { title: text.refillTitle, body: text.refill, url: '/medications' };
  const body = reminder.suggestedTool ? text.tool : reminder.suggestedState ? text.state : text.plain;
  return { title: text.title, body, url: reminderTargetPath(reminder) };
}
