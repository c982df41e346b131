import {
  nudgeButtonActions,
  reminderTargetPath,
  type Language,
  type ReminderPushPayload,
} from '@steady/contracts';
import type { StoredReminder } from '../reminders-repository';
import type { NudgeKind } from './nudge-repository';

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
    repeat: 'No rush. This is still here whenever you are ready.',
    asked: 'Here is the nudge you asked for. Start whenever it suits you.',
    start: 'Start now',
    snooze: 'Snooze 10 min',
    later: 'Later today',
  },
  ru: {
    title: 'Steady: минутка для себя',
    plain: 'Как вы сейчас? Минута спокойствия — в одно касание.',
    state: 'Для вашего состояния есть несколько советов.',
    tool: 'Техника ждёт — начните, когда будет удобно.',
    refillTitle: 'Steady: напоминание о запасе',
    refill:
      'Запас в вашем журнале приёма лекарств дошёл до заданного числа. Хороший момент, чтобы его пополнить.',
    repeat: 'Без спешки. Это по-прежнему ждёт вас, когда будете готовы.',
    asked: 'Напоминаем, как вы и просили. Начните, когда будет удобно.',
    start: 'Начать сейчас',
    snooze: 'Через 10 минут',
    later: 'Позже сегодня',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The notification of one nudge: its id and single-use token answer it from the service worker. */
interface SentNudge {
  id: number;
  token: string;
  kind: NudgeKind;
}

function bodyOf(reminder: StoredReminder, kind: NudgeKind | undefined): string {
  const text = reminderPushTexts[reminder.language];
  if (kind === 'repeat') return text.repeat;
  if (kind === 'snooze' || kind === 'later') return text.asked;
  return reminder.suggestedTool ? text.tool : reminder.suggestedState ? text.state : text.plain;
}

/**
 * The push message of a reminder, in the language it was saved in; the click opens what it suggests. A
 * nudge's message also carries its key and buttons, and one tag per reminder, so a repeat replaces the
 * notification before it instead of piling up.
 */
export function reminderPushPayload(reminder: StoredReminder, nudge?: SentNudge): ReminderPushPayload {
  const text = reminderPushTexts[reminder.language];
  // Named by no medication: a lock screen or a shared calendar may be seen by others.
  if (reminder.medicationId !== null) {
    return { title: text.refillTitle, body: text.refill, url: '/medications' };
  }
  const message = {
    title: text.title,
    body: bodyOf(reminder, nudge?.kind),
    url: reminderTargetPath(reminder),
  };
  if (!nudge) return message;
  return {
    ...message,
    tag: `reminder-${reminder.id}`,
    nudge: {
      id: String(nudge.id),
      token: nudge.token,
      actions: nudgeButtonActions.map((action) => ({ action, title: text[action] })),
    },
  };
}
