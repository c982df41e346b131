import { defineCatalogs } from '@steady/ui';

export const oneMinuteRuleMessages = defineCatalogs(
  {
    'oneMinuteRule.landing':
      'If something takes a minute or less, do it now. Pick one small task, like replying to a message or putting a cup away, and start the timer.',
    'oneMinuteRule.running': 'Do just this one thing.',
    'oneMinuteRule.timeUp': 'The minute is up. Did you get it done?',
    'oneMinuteRule.done': 'Done',
    'oneMinuteRule.skip': 'Skip',
    'oneMinuteRule.finishedDone': 'Done! One less thing on your mind.',
    'oneMinuteRule.stepDone': 'Done — nice start.',
    'oneMinuteRule.finishedSkipped':
      'Skipped. It may need more than a minute: the five-minute rule can help.',
  },
  {
    'oneMinuteRule.landing':
      'Если дело занимает минуту или меньше, сделайте его сразу. Выберите одно маленькое дело — например, ответить на сообщение или убрать кружку — и запустите таймер.',
    'oneMinuteRule.running': 'Займитесь только этим делом.',
    'oneMinuteRule.timeUp': 'Минута прошла. Получилось?',
    'oneMinuteRule.done': 'Сделано',
    'oneMinuteRule.skip': 'Пропустить',
    'oneMinuteRule.finishedDone': 'Готово! Одной заботой меньше.',
    'oneMinuteRule.stepDone': 'Готово — хорошее начало.',
    'oneMinuteRule.finishedSkipped':
      'Пропущено. Возможно, это дело дольше минуты — попробуйте правило пяти минут.',
  },
);
