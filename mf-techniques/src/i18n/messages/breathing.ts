import { defineCatalogs } from '@steady/ui';

export const breathingMessages = defineCatalogs(
  {
    'breathing.intro':
      'Follow the circle: breathe in as it grows, hold while it stays still, breathe out as it shrinks. The loop lasts about {minutes, plural, one {# minute} other {# minutes}} and ends on a full breath out.',
    'breathing.length': 'Length',
    'breathing.lengthMinutes': '{minutes, plural, one {# minute} other {# minutes}}',
    'breathing.safety':
      'If you feel dizzy, stop and breathe normally. Holding is optional: you can keep breathing gently through the pauses.',
    'breathing.rhythm': 'Rhythm: {steps}',
    'breathing.rhythmStep': '{phase} {seconds} s',
    'breathing.getReady': 'Get ready',
    'breathing.getReadyAnnouncement': 'Get ready. The loop starts in three seconds.',
    'breathing.phase.inhale': 'Breathe in',
    'breathing.phase.hold': 'Hold',
    'breathing.phase.exhale': 'Breathe out',
    'breathing.phase.hold2': 'Hold',
    'breathing.secondsInPhase': '{seconds, plural, one {# second} other {# seconds}}',
    'breathing.feedbackQuestion': 'Did this help?',
    'breathing.feedbackUp': 'Yes, it helped',
    'breathing.feedbackDown': 'Not really',
    'breathing.doneUp': 'Glad it helped. You can come back to this rhythm any time.',
    'breathing.doneDown': 'Thank you for telling us. Another technique may suit this moment better.',
  },
  {
    'breathing.intro':
      'Следите за кругом: вдыхайте, пока он растёт, задерживайте дыхание, пока он неподвижен, выдыхайте, пока он сжимается. Упражнение длится около {minutes, plural, one {# минуты} few {# минут} many {# минут} other {# минуты}} и заканчивается полным выдохом.',
    'breathing.length': 'Длительность',
    'breathing.lengthMinutes':
      '{minutes, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}}',
    'breathing.safety':
      'Если закружится голова, остановитесь и дышите как обычно. Задерживать дыхание не обязательно: в паузах можно просто спокойно дышать.',
    'breathing.rhythm': 'Ритм: {steps}',
    'breathing.rhythmStep': '{phase} {seconds} с',
    'breathing.getReady': 'Приготовьтесь',
    'breathing.getReadyAnnouncement': 'Приготовьтесь. Упражнение начнётся через три секунды.',
    'breathing.phase.inhale': 'Вдох',
    'breathing.phase.hold': 'Задержка',
    'breathing.phase.exhale': 'Выдох',
    'breathing.phase.hold2': 'Задержка',
    'breathing.secondsInPhase':
      '{seconds, plural, one {# секунда} few {# секунды} many {# секунд} other {# секунды}}',
    'breathing.feedbackQuestion': 'Стало легче?',
    'breathing.feedbackUp': 'Да, помогло',
    'breathing.feedbackDown': 'Не очень',
    'breathing.doneUp': 'Рады, что помогло. К этому ритму можно вернуться в любой момент.',
    'breathing.doneDown': 'Спасибо, что поделились. Возможно, сейчас лучше подойдёт другая техника.',
  },
);
