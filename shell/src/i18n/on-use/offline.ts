import { defineCatalogs } from '@steady/ui';

/**
 * Using Steady offline, on `/support#offline`: the section loads only when that page opens and brings these
 * texts with it (`<AppProviders catalogs={…}>`).
 */
export const offlineCatalogs = defineCatalogs(
  {
    'offline.title': 'Use Steady without a connection',
    'offline.lead': 'Pages and exercises you have opened once work on this device without a connection.',
    'offline.kept': 'Saved on this device: {kept} of {total}.',
    'offline.keepEverything': 'Save all of Steady for offline use ({size})',
    'offline.keeping': 'Saving…',
    'offline.everythingKept':
      'All of Steady is saved on this device: every page and exercise works without a connection.',
    'offline.failed': 'Not everything could be saved. Check your connection and try again.',
    'offline.unavailable':
      'This browser does not keep Steady for offline use. While you are online, everything works as usual.',
  },
  {
    'offline.title': 'Steady без интернета',
    'offline.lead':
      'Страницы и упражнения, которые вы уже открывали, работают на этом устройстве и без интернета.',
    'offline.kept': 'Сохранено на этом устройстве: {kept} из {total}.',
    'offline.keepEverything': 'Сохранить весь Steady для работы без интернета ({size})',
    'offline.keeping': 'Сохраняем…',
    'offline.everythingKept':
      'Весь Steady сохранён на этом устройстве: все страницы и упражнения работают без интернета.',
    'offline.failed': 'Сохранить всё не получилось. Проверьте подключение и попробуйте ещё раз.',
    'offline.unavailable':
      'Этот браузер не сохраняет Steady для работы без интернета. Пока вы онлайн, всё работает как обычно.',
  },
);
