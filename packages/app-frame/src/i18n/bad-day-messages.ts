import { defineCatalogs } from '@steady/ui';

/** "Today is hard": its switch (home page and profile) and the quiet notice after a technique while it is on. */
export const badDayCatalogs = defineCatalogs(
  {
    'ui.badDay.title': 'Having a hard day?',
    'ui.badDay.offText':
      'One tap makes Steady gentler until tomorrow: reminders pause, XP and badges stay out of sight, and state pages show only the shortest things. Your streak and XP stay as they are.',
    'ui.badDay.turnOn': 'Today is hard',
    'ui.badDay.onTitle': 'Today is hard — go gently',
    'ui.badDay.onText':
      'Until {time}, reminders are paused, XP and badges stay out of sight, and state pages show only the shortest things. Doing a little — or nothing — is fine today.',
    'ui.badDay.turnOff': 'Turn it off',
    'ui.badDay.failed': 'This could not be saved just now. Please try again in a moment.',
    'ui.completion.gentle': 'Done: {name}. That counts — be gentle with yourself.',
  },
  {
    'ui.badDay.title': 'Тяжёлый день?',
    'ui.badDay.offText':
      'Одно нажатие — и до завтра Steady станет мягче: напоминания на паузе, XP и значки скрыты, а на страницах состояний — только самое короткое. Серия и XP останутся как есть.',
    'ui.badDay.turnOn': 'Сегодня тяжело',
    'ui.badDay.onTitle': 'Сегодня тяжело — берегите себя',
    'ui.badDay.onText':
      'До {time} напоминания на паузе, XP и значки скрыты, а на страницах состояний — только самое короткое. Сделать совсем немного или ничего — сегодня нормально.',
    'ui.badDay.turnOff': 'Выключить',
    'ui.badDay.failed': 'Не получилось сохранить. Попробуйте ещё раз чуть позже.',
    'ui.completion.gentle': 'Готово: {name}. Это уже немало — будьте к себе бережны.',
  },
);
