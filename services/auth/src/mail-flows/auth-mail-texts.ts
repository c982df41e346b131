import type { MailTexts } from '@steady/service-common';

type AuthMailName = 'passwordReset' | 'emailChangeConfirm' | 'emailChangeAddressTaken' | 'emailChanged';

/** Every mail the auth service sends a user, in both languages. */
export const authMailTexts: MailTexts<AuthMailName> = {
  en: {
    passwordReset: {
      subject: 'Reset your Steady password',
      text: 'Hello {name},\n\nSomeone, hopefully you, asked to reset the password of your Steady account. To choose a new password, open this link within {minutes, plural, one {# minute} other {# minutes}}:\n\n{link}\n\nThe link works once. If you did not ask for this, ignore this mail: your password stays as it is.\n\nSteady',
    },
    emailChangeConfirm: {
      subject: 'Confirm your new email for Steady',
      text: 'Hello {name},\n\nTo make {email} the email of your Steady account, open this link within {hours, plural, one {# hour} other {# hours}}:\n\n{link}\n\nUntil you do, your account keeps its current email. If you did not ask for this, ignore this mail.\n\nSteady',
    },
    emailChangeAddressTaken: {
      subject: 'Your email and Steady',
      text: 'Hello,\n\nSomeone asked to move a Steady account to this address, but this address already belongs to a Steady account, so nothing has changed. If it was you, log in with this address instead. If not, you can ignore this mail.\n\nSteady',
    },
    emailChanged: {
      subject: 'The email of your Steady account has changed',
      text: 'Hello {name},\n\nThe email of your Steady account is now {email}; from now on you log in with it and our mails go there.\n\nIf you did not do this, write to us at once: {support}\n\nSteady',
    },
  },
  ru: {
    passwordReset: {
      subject: 'Сброс пароля Steady',
      text: 'Здравствуйте, {name}!\n\nКто-то — надеемся, вы — попросил сбросить пароль вашего аккаунта Steady. Чтобы задать новый пароль, откройте эту ссылку в течение {minutes, plural, one {# минуты} few {# минут} many {# минут} other {# минуты}}:\n\n{link}\n\nСсылка работает один раз. Если вы об этом не просили, просто не обращайте внимания на письмо: пароль останется прежним.\n\nSteady',
    },
    emailChangeConfirm: {
      subject: 'Подтвердите новую почту для Steady',
      text: 'Здравствуйте, {name}!\n\nЧтобы {email} стала почтой вашего аккаунта Steady, откройте эту ссылку в течение {hours, plural, one {# часа} few {# часов} many {# часов} other {# часа}}:\n\n{link}\n\nПока вы этого не сделаете, у аккаунта остаётся прежняя почта. Если вы об этом не просили, просто не обращайте внимания на письмо.\n\nSteady',
    },
    emailChangeAddressTaken: {
      subject: 'Ваша почта и Steady',
      text: 'Здравствуйте!\n\nКто-то попросил перенести аккаунт Steady на этот адрес, но на него уже зарегистрирован аккаунт Steady, поэтому ничего не изменилось. Если это были вы, войдите с этим адресом. Если нет, просто не обращайте внимания на письмо.\n\nSteady',
    },
    emailChanged: {
      subject: 'Почта вашего аккаунта Steady изменилась',
      text: 'Здравствуйте, {name}!\n\nТеперь почта вашего аккаунта Steady — {email}: с ней вы входите, и наши письма приходят на неё.\n\nЕсли это сделали не вы, сразу напишите нам: {support}\n\nSteady',
    },
  },
};
