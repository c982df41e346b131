import { defineCatalogs } from '@steady/ui';

/** The groups of /profile: a title and, under it, what the group holds, so it can be found without opening it. */
export const profileGroupMessages = defineCatalogs(
  {
    'profile.group.progress.title': 'Level and history',
    'profile.group.progress.holds': 'XP, history, mood journal and statistics',
    'profile.group.badges.title': 'Badges and your week',
    'profile.group.badges.holds': 'Badges earned, the days you took time for yourself, when your day starts',
    'profile.group.premium.title': 'Premium, reminders and theme',
    'profile.group.premium.holds': 'Your plan, reminders and how Steady looks',
    'profile.group.account.title': 'Account',
    'profile.group.account.holds': 'Name, photo and email',
    'profile.group.security.title': 'Security',
    'profile.group.security.holds': 'Password and signed-in devices',
    'profile.group.security.holdsDevices': 'Signed-in devices',
    'profile.group.data.title': 'Your data',
    'profile.group.data.holds': 'Health-data consent, download and deleting the account',
    'profile.group.help.title': 'Help',
    'profile.group.help.holds': 'Write to support',
  },
  {
    'profile.group.progress.title': 'Уровень и история',
    'profile.group.progress.holds': 'XP, история, дневник настроения и статистика',
    'profile.group.badges.title': 'Значки и ваша неделя',
    'profile.group.badges.holds': 'Полученные значки, дни, когда вы уделили время себе, и начало дня',
    'profile.group.premium.title': 'Премиум, напоминания и тема',
    'profile.group.premium.holds': 'Ваш тариф, напоминания и оформление Steady',
    'profile.group.account.title': 'Аккаунт',
    'profile.group.account.holds': 'Имя, фото и почта',
    'profile.group.security.title': 'Безопасность',
    'profile.group.security.holds': 'Пароль и устройства, где выполнен вход',
    'profile.group.security.holdsDevices': 'Устройства, где выполнен вход',
    'profile.group.data.title': 'Ваши данные',
    'profile.group.data.holds': 'Согласие на данные о здоровье, выгрузка и удаление аккаунта',
    'profile.group.help.title': 'Помощь',
    'profile.group.help.holds': 'Написать в поддержку',
  },
);
