import { defineCatalogs } from '@steady/ui';

export const dynamicBreakMessages = defineCatalogs(
  {
    'dynamicBreak.intro':
      'About four minutes of movement to shake off restlessness: squats, jumps, a walk, then a slow-down. Go at your own pace and skip anything that does not suit your body today.',
    'dynamicBreak.safety':
      'If you have an injury, a heart or breathing condition, or are pregnant, march instead of jumping, or skip this break.',
    'dynamicBreak.phase.squats': 'Squats',
    'dynamicBreak.phase.jumps': 'Jumps',
    'dynamicBreak.phase.walk': 'Walk',
    'dynamicBreak.phase.buffer': 'Slow down',
    'dynamicBreak.instruction.squats':
      'Easy squats. Sitting down on a chair and standing up again works too.',
    'dynamicBreak.instruction.jumps': 'Jump or march on the spot.',
    'dynamicBreak.instruction.walk': 'Walk around, swinging your arms.',
    'dynamicBreak.instruction.buffer': 'Slow down and catch your breath.',
    'dynamicBreak.exerciseOf': 'Exercise {number} of {total}',
    'dynamicBreak.skip': 'Skip',
    'dynamicBreak.done': 'Nice work. Notice the energy in your body.',
  },
  {
    'dynamicBreak.intro':
      'Около четырёх минут движения, чтобы сбросить беспокойство: приседания, прыжки, ходьба и спокойное завершение. Двигайтесь в своём темпе и пропускайте всё, что сегодня не подходит вашему телу.',
    'dynamicBreak.safety':
      'Если у вас травма, проблемы с сердцем или дыханием или вы беременны, шагайте на месте вместо прыжков или пропустите эту разминку.',
    'dynamicBreak.phase.squats': 'Приседания',
    'dynamicBreak.phase.jumps': 'Прыжки',
    'dynamicBreak.phase.walk': 'Ходьба',
    'dynamicBreak.phase.buffer': 'Замедление',
    'dynamicBreak.instruction.squats': 'Лёгкие приседания. Можно просто садиться на стул и вставать.',
    'dynamicBreak.instruction.jumps': 'Прыгайте или шагайте на месте.',
    'dynamicBreak.instruction.walk': 'Походите, свободно размахивая руками.',
    'dynamicBreak.instruction.buffer': 'Замедлитесь и восстановите дыхание.',
    'dynamicBreak.exerciseOf': 'Упражнение {number} из {total}',
    'dynamicBreak.skip': 'Пропустить',
    'dynamicBreak.done': 'Отличная работа. Почувствуйте энергию в теле.',
  },
);
