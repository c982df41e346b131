import { defineCatalogs } from '@steady/ui';
import { badDayCatalogs } from './bad-day-messages';
import { progressCatalogs } from './progress-messages';

/** Messages of the app frame (language switch, toasts, notices, standalone preview), merged into every app's catalog. */
export const frameCatalogs = defineCatalogs(
  {
    ...progressCatalogs.en,
    ...badDayCatalogs.en,
    'ui.language.label': 'Language',
    'ui.toast.dismiss': 'Dismiss',
    'ui.standalone.badge': 'Standalone preview: {remote}',
    'ui.standalone.pages': 'Pages of this section',
    'ui.completion.earned': '+{xp} XP! completed: {name}',
    'ui.completion.guest': 'Nicely done! Register to track your progress.',
    'ui.completion.levelUp': 'Congratulations on reaching level {level}',
    'ui.completion.savedOffline':
      'Nicely done! {name} is saved on this device — its XP will sync when you are back online.',
    'ui.offline.savedOnDevice': 'Saved on this device — it will sync when you are back online.',
    'ui.subscription.checking': 'Checking your subscription…',
  },
  {
    ...progressCatalogs.ru,
    ...badDayCatalogs.ru,
    'ui.language.label': 'Язык',
    'ui.toast.dismiss': 'Закрыть',
    'ui.standalone.badge': 'Отдельный просмотр: {remote}',
    'ui.standalone.pages': 'Страницы этого раздела',
    'ui.completion.earned': '+{xp} XP! Выполнено: {name}',
    'ui.completion.guest': 'Отлично! Зарегистрируйтесь, чтобы сохранять прогресс.',
    'ui.completion.levelUp': 'Поздравляем, вы достигли уровня {level}',
    'ui.completion.savedOffline':
      'Отлично! Выполнено: {name}. Отметка сохранена на этом устройстве — XP начислим, когда снова появится интернет.',
    'ui.offline.savedOnDevice': 'Сохранено на этом устройстве — отправим, когда снова появится интернет.',
    'ui.subscription.checking': 'Проверяем подписку…',
  },
);
