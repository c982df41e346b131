import { defineCatalogs } from './catalogs';
import { errorCatalogs } from './error-messages';
import { healthConsentCatalogs } from './health-consent-messages';

/** Messages of the design system's primitives and care components, merged into every app's catalog. */
export const uiCatalogs = defineCatalogs(
  {
    ...errorCatalogs.en,
    ...healthConsentCatalogs.en,
    'ui.loading': 'Loading…',
    'ui.crisis.title': 'If you are in crisis',
    'ui.crisis.now':
      'If you might harm yourself or someone else, or you do not feel safe right now, please get help now.',
    'ui.crisis.call':
      'Call 112 in Russia and across Europe, 911 or 988 in the US, or check your local emergency number elsewhere.',
    'ui.crisis.stayWithSomeone': 'If you can, tell someone you trust and stay with them until help comes.',
    'ui.crisis.safetyPlan': 'Open my safety plan',
  },
  {
    ...errorCatalogs.ru,
    ...healthConsentCatalogs.ru,
    'ui.loading': 'Загрузка…',
    'ui.crisis.title': 'Если нужна срочная помощь',
    'ui.crisis.now':
      'Если есть риск, что вы причините вред себе или другим, или вам сейчас небезопасно, обратитесь за помощью прямо сейчас.',
    'ui.crisis.call':
      'Звоните 112 в России и в Европе, 911 или 988 в США, а в других странах — по местному номеру экстренных служб.',
    'ui.crisis.stayWithSomeone':
      'Если можете, расскажите о своём состоянии тому, кому доверяете, и побудьте рядом с этим человеком, пока не придёт помощь.',
    'ui.crisis.safetyPlan': 'Открыть мой план безопасности',
  },
);
