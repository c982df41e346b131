import { defineCatalogs } from '@steady/ui';

export const fiveMinuteRuleMessages = defineCatalogs(
  {
    'fiveMinuteRule.intro':
      'Agree to work on the task you have been putting off for just five minutes. After that, you can stop or keep going.',
    'fiveMinuteRule.running': 'Start with the easiest part.',
    'fiveMinuteRule.addMinute': 'Add a minute',
    'fiveMinuteRule.minutesAdded': 'Minutes added: {count} of {max}',
    'fiveMinuteRule.addMinuteRule':
      'You can add a minute while more than 30 seconds remain, up to {max, plural, one {# time} other {# times}}.',
    'fiveMinuteRule.completed': 'Time is up. Stop here or keep going: both are fine.',
  },
  {
    'fiveMinuteRule.intro':
      'Договоритесь с собой поработать над отложенной задачей всего пять минут. После этого можно остановиться или продолжить.',
    'fiveMinuteRule.running': 'Начните с самой простой части.',
    'fiveMinuteRule.addMinute': 'Добавить минуту',
    'fiveMinuteRule.minutesAdded': 'Добавлено минут: {count} из {max}',
    'fiveMinuteRule.addMinuteRule':
      'Минуту можно добавить, пока осталось больше 30 секунд, — не больше {max, plural, one {# раза} few {# раз} many {# раз} other {# раза}}.',
    'fiveMinuteRule.completed': 'Время вышло. Остановитесь или продолжайте — оба варианта хороши.',
  },
);
