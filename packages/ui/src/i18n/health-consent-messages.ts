import { defineCatalogs } from './catalogs';

/** The in-context question before health-related data (test answers, journal entries, the safety plan, a trusted person) is first stored. */
export const healthConsentCatalogs = defineCatalogs(
  {
    'ui.healthConsent.title': 'May we store this health-related data?',
    'ui.healthConsent.explanation':
      'Your test answers, journal entries, safety plan and trusted person say something about your health, so we store them only with your explicit consent. They are used only to show them back to you, in your results, journal, statistics and plan, and to mail your trusted person what you choose to send. You can withdraw your consent on your profile at any time.',
    'ui.healthConsent.agree': 'I consent — save it',
  },
  {
    'ui.healthConsent.title': 'Можно сохранить эти данные о здоровье?',
    'ui.healthConsent.explanation':
      'Ответы на тест, записи дневника, план безопасности и доверенный человек говорят о вашем здоровье, поэтому мы храним их только с вашего явного согласия. Они нужны только для того, чтобы показывать их вам — в результатах, дневнике, статистике и плане, — и чтобы отправлять доверенному человеку то, что вы сами решите отправить. Согласие можно в любой момент отозвать в профиле.',
    'ui.healthConsent.agree': 'Даю согласие — сохранить',
  },
);
