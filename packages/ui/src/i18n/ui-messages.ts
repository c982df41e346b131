import { defineCatalogs } from './catalogs';
import { errorCatalogs } from './error-messages';

/** Messages of the shared primitives, merged into every app's catalog. */
export const uiCatalogs = defineCatalogs(
  {
    ...errorCatalogs.en,
    'ui.language.label': 'Language',
    'ui.language.switchTo': 'Switch language to {language}',
    'ui.toast.dismiss': 'Dismiss',
    'ui.loading': 'Loading…',
    'ui.standalone.badge': 'Standalone preview: {remote}',
    'ui.standalone.pages': 'Pages of this section',
    'ui.completion.earned': '+{xp} XP! completed: {name}',
    'ui.completion.guest': 'Nicely done! Register to track your progress.',
    'ui.completion.levelUp': 'Congratulations on reaching level {level}',
  },
  {
    ...errorCatalogs.ru,
    'ui.language.label': 'Язык',
    'ui.language.switchTo': 'Переключить язык на {language}',
    'ui.toast.dismiss': 'Закрыть',
    'ui.loading': 'Загрузка…',
    'ui.standalone.badge': 'Отдельный просмотр: {remote}',
    'ui.standalone.pages': 'Страницы этого раздела',
    'ui.completion.earned': '+{xp} XP! Выполнено: {name}',
    'ui.completion.guest': 'Отлично! Зарегистрируйтесь, чтобы сохранять прогресс.',
    'ui.completion.levelUp': 'Поздравляем, вы достигли уровня {level}',
  },
);
