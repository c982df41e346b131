import { defineCatalogs } from '@steady/ui';

/** The profile's self-service: name, photo, password, health-data consent, data export and account deletion. */
export const selfServiceMessages = defineCatalogs(
  {
    'selfService.name.title': 'Your name',
    'selfService.name.save': 'Save name',
    'selfService.name.saved': 'Your name is saved.',
    'selfService.photo.title': 'Profile photo',
    'selfService.photo.rules':
      'A JPEG, PNG or WebP image up to 2 MB. We crop it to a square, store a small copy without its hidden details (such as location or camera), and show it only to you.',
    'selfService.photo.choose': 'Choose a photo',
    'selfService.photo.replace': 'Choose another photo',
    'selfService.photo.uploading': 'Uploading…',
    'selfService.photo.saved': 'Your photo is saved.',
    'selfService.password.title': 'Change password',
    'selfService.password.currentPassword': 'Current password',
    'selfService.password.newPassword': 'New password (at least 6 characters)',
    'selfService.password.submit': 'Change password',
    'selfService.password.changed': 'Your password is changed.',
    'selfService.password.wrongCurrent': 'The current password is not right',
    'selfService.consent.title': 'Health-related data',
    'selfService.consent.what':
      'Your ADHD self-reflection test answers, mood journal entries, safety plan and trusted person are health-related data. We store them only with your explicit consent.',
    'selfService.consent.given': 'You gave your consent on {date}.',
    'selfService.consent.revokeEffect':
      'If you withdraw it, we stop storing new test answers and journal entries and changes to your safety plan. What is already stored stays, so you can still read, export or delete it; deleting your account removes it all.',
    'selfService.consent.notGiven':
      'You have not given your consent, so new test answers, journal entries and safety plan changes are not stored.',
    'selfService.consent.give': 'I consent to storing my health-related data',
    'selfService.consent.revoke': 'Withdraw my consent',
    'selfService.export.title': 'Export my data',
    'selfService.export.what':
      'Download everything Steady holds about you: profile and photo, consents, sign-ins, progress, history, journal, safety plan, trusted person, reminders, support requests, likes, test results, saved mixes and subscription.',
    'selfService.export.json': 'Download all my data (JSON)',
    'selfService.export.historyCsv': 'History (CSV)',
    'selfService.export.journalCsv': 'Journal (CSV)',
    'selfService.delete.title': 'Delete my account',
    'selfService.delete.what':
      'This removes your account and everything Steady holds about you, and cancels an active subscription at once. It cannot be undone.',
    'selfService.delete.open': 'Delete my account…',
    'selfService.delete.password': 'Your password, to confirm',
    'selfService.delete.email': 'Your email, to confirm',
    'selfService.delete.typeEmail': 'Your account signs in with Google: type {email} to confirm.',
    'selfService.delete.wrongPassword': 'The password is not right',
    'selfService.delete.wrongEmail': 'This is not your account’s email',
    'selfService.delete.confirm': 'Delete my account permanently',
    'selfService.delete.deleting': 'Deleting…',
    'selfService.delete.keep': 'Keep my account',
    'selfService.delete.done': 'Your account and your data have been deleted.',
  },
  {
    'selfService.name.title': 'Ваше имя',
    'selfService.name.save': 'Сохранить имя',
    'selfService.name.saved': 'Имя сохранено.',
    'selfService.photo.title': 'Фото профиля',
    'selfService.photo.rules':
      'Изображение JPEG, PNG или WebP размером до 2 МБ. Мы обрежем его до квадрата, сохраним небольшую копию без скрытых сведений (например, места съёмки или модели камеры) и будем показывать только вам.',
    'selfService.photo.choose': 'Выбрать фото',
    'selfService.photo.replace': 'Выбрать другое фото',
    'selfService.photo.uploading': 'Загружаем…',
    'selfService.photo.saved': 'Фото сохранено.',
    'selfService.password.title': 'Смена пароля',
    'selfService.password.currentPassword': 'Текущий пароль',
    'selfService.password.newPassword': 'Новый пароль (не менее 6 символов)',
    'selfService.password.submit': 'Сменить пароль',
    'selfService.password.changed': 'Пароль изменён.',
    'selfService.password.wrongCurrent': 'Текущий пароль указан неверно',
    'selfService.consent.title': 'Данные о здоровье',
    'selfService.consent.what':
      'Ответы на тест для самонаблюдения (СДВГ), записи дневника настроения, план безопасности и доверенный человек — это данные о здоровье. Мы храним их только с вашего явного согласия.',
    'selfService.consent.given': 'Вы дали согласие {date}',
    'selfService.consent.revokeEffect':
      'Если вы отзовёте согласие, мы перестанем сохранять новые ответы на тест, записи дневника и изменения плана безопасности. Уже сохранённое останется: его можно прочитать, выгрузить или удалить, а при удалении аккаунта удаляется всё.',
    'selfService.consent.notGiven':
      'Вы не давали согласия, поэтому новые ответы на тест, записи дневника и изменения плана безопасности не сохраняются.',
    'selfService.consent.give': 'Даю согласие на хранение моих данных о здоровье',
    'selfService.consent.revoke': 'Отозвать согласие',
    'selfService.export.title': 'Выгрузить мои данные',
    'selfService.export.what':
      'Скачайте всё, что Steady хранит о вас: профиль и фото, согласия, входы в аккаунт, прогресс, историю, дневник, план безопасности, доверенного человека, напоминания, обращения в поддержку, лайки, результаты тестов, сохранённые миксы и подписку.',
    'selfService.export.json': 'Скачать все мои данные (JSON)',
    'selfService.export.historyCsv': 'История (CSV)',
    'selfService.export.journalCsv': 'Дневник (CSV)',
    'selfService.delete.title': 'Удалить аккаунт',
    'selfService.delete.what':
      'Аккаунт и всё, что Steady хранит о вас, будут удалены, а активная подписка — сразу отменена. Отменить удаление нельзя.',
    'selfService.delete.open': 'Удалить аккаунт…',
    'selfService.delete.password': 'Ваш пароль для подтверждения',
    'selfService.delete.email': 'Ваша почта для подтверждения',
    'selfService.delete.typeEmail': 'Вы входите через Google: введите {email} для подтверждения.',
    'selfService.delete.wrongPassword': 'Пароль указан неверно',
    'selfService.delete.wrongEmail': 'Это не почта вашего аккаунта',
    'selfService.delete.confirm': 'Удалить аккаунт навсегда',
    'selfService.delete.deleting': 'Удаляем…',
    'selfService.delete.keep': 'Оставить аккаунт',
    'selfService.delete.done': 'Ваш аккаунт и данные удалены.',
  },
);
