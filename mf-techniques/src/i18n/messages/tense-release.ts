import { defineCatalogs } from '@steady/ui';

export const tenseReleaseMessages = defineCatalogs(
  {
    'tenseRelease.intro':
      'Tighten and then relax four muscle groups in turn, three rounds each: tense for 8 seconds, release for 5. Tense firmly, but never to the point of pain.',
    'tenseRelease.group.handsAndArms': 'Hands and arms',
    'tenseRelease.group.shouldersAndNeck': 'Shoulders and neck',
    'tenseRelease.group.face': 'Face',
    'tenseRelease.group.legsAndFeet': 'Legs and feet',
    'tenseRelease.tense.handsAndArms': 'Make fists and tighten your arms.',
    'tenseRelease.tense.shouldersAndNeck': 'Lift your shoulders up towards your ears.',
    'tenseRelease.tense.face': 'Scrunch up your face: squeeze your eyes shut and press your lips together.',
    'tenseRelease.tense.legsAndFeet': 'Press your feet into the floor and tighten your legs.',
    'tenseRelease.relax': 'Let go all at once and notice the difference.',
    'tenseRelease.phase.tense': 'Tense: {group}',
    'tenseRelease.phase.relax': 'Release: {group}',
    'tenseRelease.progress': 'Group {group} of {groups} · round {round} of {rounds}',
    'tenseRelease.done': 'All four groups done. Take a slow breath and notice how your body feels.',
  },
  {
    'tenseRelease.intro':
      'По очереди напрягайте и расслабляйте четыре группы мышц, по три раза каждую: 8 секунд напряжения, 5 секунд расслабления. Напрягайте крепко, но без боли.',
    'tenseRelease.group.handsAndArms': 'Кисти и руки',
    'tenseRelease.group.shouldersAndNeck': 'Плечи и шея',
    'tenseRelease.group.face': 'Лицо',
    'tenseRelease.group.legsAndFeet': 'Ноги и стопы',
    'tenseRelease.tense.handsAndArms': 'Сожмите кулаки и напрягите руки.',
    'tenseRelease.tense.shouldersAndNeck': 'Поднимите плечи к ушам.',
    'tenseRelease.tense.face': 'Сморщите лицо: крепко зажмурьтесь и сожмите губы.',
    'tenseRelease.tense.legsAndFeet': 'Упритесь стопами в пол и напрягите ноги.',
    'tenseRelease.relax': 'Разом отпустите и почувствуйте разницу.',
    'tenseRelease.phase.tense': 'Напрягите: {group}',
    'tenseRelease.phase.relax': 'Расслабьте: {group}',
    'tenseRelease.progress': 'Группа {group} из {groups} · подход {round} из {rounds}',
    'tenseRelease.done': 'Все четыре группы пройдены. Сделайте медленный вдох и прислушайтесь к телу.',
  },
);
