import { defineCatalogs } from './catalogs';
import { errorCatalogs } from './error-messages';
import { healthConsentCatalogs } from './health-consent-messages';
import { progressCatalogs } from './progress-messages';

/** Messages of the shared primitives, merged into every app's catalog. */
export const uiCatalogs = defineCatalogs(
  {
    ...errorCatalogs.en,
    ...healthConsentCatalogs.en,
    ...progressCatalogs.en,
    'ui.language.label': 'Language',
    'ui.toast.dismiss': 'Dismiss',
    'ui.loading': 'Loading…',
    'ui.standalone.badge': 'Standalone preview: {remote}',
    'ui.standalone.pages': 'Pages of this section',
    'ui.completion.earned': '+{xp} XP! completed: {name}',
    'ui.completion.guest': 'Nicely done! Register to track your progress.',
    'ui.completion.levelUp': 'Congratulations on reaching level {level}',
    'ui.completion.savedOffline':
      'Nicely done! {name} is saved on this device — its XP will sync when you are back online.',
    'ui.offline.savedOnDevice': 'Saved on this device — it will sync when you are back online.',
    'ui.crisis.title': 'If you are in crisis',
    'ui.crisis.now':
      'If you might harm yourself or someone else, or you do not feel safe right now, please get help now.',
    'ui.crisis.call':
      'Call 112 in Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
    'ui.crisis.stayWithSomeone': 'If you can, tell someone you trust and stay with them until help comes.',
  },
  {
    ...errorCatalogs.ru,
    ...healthConsentCatalogs.ru,
    ...progressCatalogs.ru,
    'ui.language.label': 'Язык',
    'ui.toast.dismiss': 'Закрыть',
    'ui.loading': 'Загрузка…',
    'ui.standalone.badge': 'Отдельный просмотр: {remote}',
    'ui.standalone.pages': 'Страницы этого раздела',
    'ui.completion.earned': '+{xp} XP! Выполнено: {name}',
    'ui.completion.guest': 'Отлично! Зарегистрируйтесь, чтобы сохранять прогресс.',
    'ui.completion.levelUp': 'Поздравляем, вы достигли уровня {level}',
    'ui.completion.savedOffline':
      'Отлично! Упражнение «{name}» сохранено на этом устройстве — XP начислим, когда снова появится интернет.',
    'ui.offline.savedOnDevice': 'Сохранено на этом устройстве — отправим, когда снова появится интернет.',
    'ui.crisis.title': 'Если нужна срочная помощь',
    'ui.crisis.now':
      'Если вы можете навредить себе или кому-то другому или вам сейчас небезопасно, обратитесь за помощью прямо сейчас.',
    'ui.crisis.call':
      'Звоните 112 в Европе, 911 или 988 в США, а в других странах — по местному номеру экстренных служб.',
    'ui.crisis.stayWithSomeone':
      'Если можете, расскажите о своём состоянии тому, кому доверяете, и побудьте рядом с этим человеком, пока не придёт помощь.',
  },
);
