import { defineCatalogs } from '@steady/ui';

/** The optional one-tap check-in before and after a technique (premium: it is saved to the journal). */
export const checkInMessages = defineCatalogs(
  {
    'checkIn.before.question': 'Before you start: how do you feel right now? (optional)',
    'checkIn.after.question': 'And now, how do you feel?',
    'checkIn.score': '{score} of 5',
    'checkIn.scale': '1 = very bad, 5 = very good. Your answer goes into your mood journal.',
    'checkIn.before.saved': 'Noted. We will ask again when you finish.',
    'checkIn.after.saved': 'Thank you. Saved to your mood journal.',
    'checkIn.openJournal': 'Open the journal',
  },
  {
    'checkIn.before.question': 'Перед началом: как вы себя чувствуете сейчас? (по желанию)',
    'checkIn.after.question': 'А теперь как вы себя чувствуете?',
    'checkIn.score': '{score} из 5',
    'checkIn.scale': '1 — очень плохо, 5 — очень хорошо. Ответ сохранится в дневнике настроения.',
    'checkIn.before.saved': 'Записали. Спросим ещё раз, когда закончите.',
    'checkIn.after.saved': 'Спасибо. Сохранено в дневнике настроения.',
    'checkIn.openJournal': 'Открыть дневник',
  },
);
