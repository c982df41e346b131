import type { MailTexts } from '@steady/service-common';

type TrialMailName = 'trialEnds' | 'trialEndsCancelled';

/** The mail three days before a free trial ends, in both languages. */
export const trialReminderTexts: MailTexts<TrialMailName> = {
  en: {
    trialEnds: {
      subject: 'Your Steady Premium trial ends on {date}',
      text: 'Hello {name},\n\nYour free trial of Steady Premium ends on {date}. After that, your subscription costs {price} a month unless you cancel before then.\n\nTo keep Premium, do nothing. To cancel, open your profile: {link}\n\nSteady',
    },
    trialEndsCancelled: {
      subject: 'Your Steady Premium trial ends on {date}',
      text: 'Hello {name},\n\nYour free trial of Steady Premium ends on {date}. You have cancelled, so nothing will be charged and Premium simply ends then.\n\nChanged your mind? You can keep Premium from your profile: {link}\n\nSteady',
    },
  },
  ru: {
    trialEnds: {
      subject: 'Пробный период Steady Премиум закончится {date}',
      text: 'Здравствуйте, {name}!\n\n{date} закончится бесплатный пробный период Steady Премиум. После этого подписка стоит {price} в месяц, если вы не отмените её раньше.\n\nЧтобы сохранить Премиум, ничего делать не нужно. Чтобы отменить подписку, откройте профиль: {link}\n\nSteady',
    },
    trialEndsCancelled: {
      subject: 'Пробный период Steady Премиум закончится {date}',
      text: 'Здравствуйте, {name}!\n\n{date} закончится бесплатный пробный период Steady Премиум. Вы отменили подписку, поэтому ничего не спишется, и Премиум просто закончится.\n\nПередумали? Сохранить Премиум можно в профиле: {link}\n\nSteady',
    },
  },
};
