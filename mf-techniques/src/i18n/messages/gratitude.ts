import { defineCatalogs } from '@steady/ui';

/** One cue per moment of the practice, in order: at 0, 15, 60, 105, 150 and 175 s. */
export const gratitudeMessages = defineCatalogs(
  {
    'gratitude.intro':
      'For three minutes, recall three good moments, however small. Gentle cues will guide you from one to the next.',
    'gratitude.cue.0': 'Settle in and take a slow breath.',
    'gratitude.cue.1': 'Recall a first good moment from today or yesterday, however small.',
    'gratitude.cue.2': 'Now a second moment. What did you see, hear or feel?',
    'gratitude.cue.3': 'And a third moment. Who or what made it possible?',
    'gratitude.cue.4': 'Choose one of the three moments and stay with it for a while.',
    'gratitude.cue.5': 'Take one last slow breath and bring that moment with you.',
    'gratitude.completed': 'Three good moments. Take one of them with you into your day.',
  },
  {
    'gratitude.intro':
      'Три минуты вспоминайте три хороших момента, даже совсем небольших. Мягкие подсказки проведут вас от одного к другому.',
    'gratitude.cue.0': 'Устройтесь поудобнее и сделайте медленный вдох.',
    'gratitude.cue.1': 'Вспомните первый хороший момент за сегодня или вчера — пусть даже мелочь.',
    'gratitude.cue.2': 'Теперь второй момент. Что вы видели, слышали, чувствовали?',
    'gratitude.cue.3': 'И третий момент. Благодаря кому или чему он случился?',
    'gratitude.cue.4': 'Выберите один из трёх моментов и побудьте с ним ещё немного.',
    'gratitude.cue.5': 'Сделайте последний медленный вдох и сохраните этот момент в памяти.',
    'gratitude.completed': 'Три хороших момента. Пусть один из них останется с вами на весь день.',
  },
);
