import { defineCatalogs } from '@steady/ui';

export const muscleStretchingMessages = defineCatalogs(
  {
    'muscleStretching.intro':
      'Four gentle, slow stretches, about five minutes in all. Stretch only to mild tension, never to pain, and pause or stop whenever you need to.',
    'muscleStretching.move.1': 'Neck: tilt your head slowly towards one shoulder, then towards the other.',
    'muscleStretching.move.2':
      'Shoulders and chest: clasp your hands behind your back and gently open your chest.',
    'muscleStretching.move.3':
      'Sides: reach one arm overhead and lean gently to the other side, then switch.',
    'muscleStretching.move.4':
      'Back and legs: fold forward slowly with soft knees and let your head hang. Rise slowly when the time is up.',
    'muscleStretching.safety':
      'If you have an injury, a heart or breathing condition, or are pregnant, skip any stretch that does not feel right, especially the forward fold.',
    'muscleStretching.moveOf': 'Stretch {number} of {total}',
    'muscleStretching.gentle': 'Only to mild tension, never to pain.',
    'muscleStretching.skip': 'Next stretch',
    'muscleStretching.endNow': 'End now',
    'muscleStretching.completed': 'All four stretches done. Notice how your body feels.',
    'muscleStretching.endedEarly': 'You stopped early, and that is fine. Listen to your body.',
  },
  {
    'muscleStretching.intro':
      'Четыре мягких медленных упражнения на растяжку, всего около пяти минут. Тянитесь до лёгкого напряжения, но не до боли; если нужно, ставьте на паузу или заканчивайте.',
    'muscleStretching.move.1': 'Шея: медленно наклоните голову к одному плечу, затем к другому.',
    'muscleStretching.move.2': 'Плечи и грудь: сцепите руки за спиной и мягко раскройте грудную клетку.',
    'muscleStretching.move.3':
      'Бока: поднимите одну руку над головой и мягко наклонитесь в другую сторону, затем смените руку.',
    'muscleStretching.move.4':
      'Спина и ноги: медленно наклонитесь вперёд, слегка согнув колени, и свободно опустите голову. Когда время выйдет, выпрямляйтесь медленно.',
    'muscleStretching.safety':
      'Если у вас травма, проблемы с сердцем или дыханием или вы беременны, пропускайте упражнения, от которых неприятно, особенно наклон вперёд.',
    'muscleStretching.moveOf': 'Упражнение {number} из {total}',
    'muscleStretching.gentle': 'Только до лёгкого напряжения, не до боли.',
    'muscleStretching.skip': 'Следующее упражнение',
    'muscleStretching.endNow': 'Закончить сейчас',
    'muscleStretching.completed': 'Все четыре упражнения выполнены. Прислушайтесь к ощущениям в теле.',
    'muscleStretching.endedEarly': 'Вы закончили раньше — и это нормально. Прислушивайтесь к своему телу.',
  },
);
