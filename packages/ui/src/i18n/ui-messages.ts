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
      'Call <tel>112</tel> in Russia and across Europe, <tel>911</tel> or <tel>988</tel> in the US, or check your local emergency number elsewhere.',
    'ui.crisis.stayWithSomeone': 'If you can, tell someone you trust and stay with them until help comes.',
    'ui.crisis.safetyPlan': 'Open my safety plan',
    'ui.crisis.messageTrustedPerson': 'Message {name}',
  },
  {
    ...errorCatalogs.ru,
    ...healthConsentCatalogs.ru,
    'ui.loading': 'Загрузка…',
    'ui.crisis.title': 'Если нужна срочная помощь',
    'ui.crisis.now':
      'Если есть риск, что вы причините вред себе или другим, или вам сейчас небезопасно, обратитесь за помощью прямо сейчас.',
    'ui.crisis.call':
      'Звоните <tel>112</tel> в России и в Европе, <tel>911</tel> или <tel>988</tel> в США, а в других странах — по местному номеру экстренных служб.',
    'ui.crisis.stayWithSomeone':
      'Если можете, расскажите о своём состоянии тому, кому доверяете, и побудьте рядом с этим человеком, пока не придёт помощь.',
    'ui.crisis.safetyPlan': 'Открыть мой план безопасности',
    'ui.crisis.messageTrustedPerson': 'Написать доверенному человеку — {name}',
  },
);
