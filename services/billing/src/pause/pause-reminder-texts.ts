import type { MailTexts } from '@steady/service-common';

/** The mail three days before a paused Premium resumes by itself, in both languages. */
export const pauseReminderTexts: MailTexts<'pauseEnds'> = {
  en: {
    pauseEnds: {
      subject: 'Your Steady Premium pause ends on {date}',
      text: 'Hello {name},\n\nThe pause of your Steady Premium ends on {date}. From then, Premium is back and your subscription costs {price} a month.\n\nIf that suits you, there is nothing to do. To resume sooner, or to cancel instead, open your profile: {link}\n\nSteady',
    },
  },
  ru: {
    pauseEnds: {
      subject: 'Пауза Steady Премиум закончится {date}',
      text: 'Здравствуйте, {name}!\n\n{date} закончится пауза Steady Премиум. С этого дня Премиум снова работает, а подписка стоит {price} в месяц.\n\nЕсли вам это подходит, ничего делать не нужно. Чтобы вернуть Премиум раньше или отменить подписку, откройте профиль: {link}\n\nSteady',
    },
  },
};
