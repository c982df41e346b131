import { defineCatalogs } from '@steady/ui';

export const catalogs = defineCatalogs(
  {
    'adhdTest.title': 'ADHD self-reflection test',
    'adhdTest.lead':
      '17 short questions about everyday life over the last six months. It takes about five minutes. This is a self-reflection, not a diagnosis.',
    'adhdResult.title': 'Your self-reflection result',
    'adhdResult.lead': 'Result {resultId}',
    'shortTest.title': 'What is going on with me?',
    'shortTest.lead': 'Five quick questions to find the state that fits you right now, and what may help.',
  },
  {
    'adhdTest.title': 'Тест для самонаблюдения: СДВГ',
    'adhdTest.lead':
      '17 коротких вопросов о повседневной жизни за последние полгода. Займёт около пяти минут. Это самонаблюдение, а не диагноз.',
    'adhdResult.title': 'Ваш результат самонаблюдения',
    'adhdResult.lead': 'Результат {resultId}',
    'shortTest.title': 'Что со мной происходит?',
    'shortTest.lead': 'Пять быстрых вопросов, чтобы понять, какое состояние у вас сейчас и что может помочь.',
  },
);
