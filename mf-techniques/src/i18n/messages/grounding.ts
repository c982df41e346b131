import { defineCatalogs } from '@steady/ui';

export const groundingMessages = defineCatalogs(
  {
    'grounding.intro':
      'Bring your attention back to the room through your five senses. Take at least 20 seconds with each one; Next appears when the time is up.',
    'grounding.prompt.see': 'Name five things you can see.',
    'grounding.prompt.touch': 'Notice four things you can feel.',
    'grounding.prompt.hear': 'Listen for three sounds.',
    'grounding.prompt.smell': 'Find two things you can smell.',
    'grounding.prompt.taste': 'Notice one thing you can taste.',
    'grounding.hint.see': 'Look around slowly: colours, shapes, light, small details.',
    'grounding.hint.touch': 'Your feet on the floor, your back against the chair, the air on your skin.',
    'grounding.hint.hear': 'Near or far, loud or quiet. Just notice them.',
    'grounding.hint.smell': 'If nothing comes, recall two smells you like.',
    'grounding.hint.taste': 'If nothing comes, take a sip of water and notice its taste.',
    'grounding.senseOf': 'Sense {number} of {total}',
    'grounding.takeYourTime': 'Take your time with this sense.',
    'grounding.nextReady': 'When you are ready, go on.',
    'grounding.next': 'Next',
    'grounding.outro': 'You are here, in this moment. Take one slow breath and notice how you feel now.',
    'grounding.replay': 'Do it again',
  },
  {
    'grounding.intro':
      'Верните внимание в комнату через пять чувств. Уделите каждому хотя бы 20 секунд — кнопка «Дальше» появится, когда время выйдет.',
    'grounding.prompt.see': 'Назовите пять предметов, которые вы видите.',
    'grounding.prompt.touch': 'Заметьте четыре ощущения в теле.',
    'grounding.prompt.hear': 'Прислушайтесь и найдите три звука.',
    'grounding.prompt.smell': 'Найдите два запаха.',
    'grounding.prompt.taste': 'Заметьте один вкус.',
    'grounding.hint.see': 'Медленно осмотритесь: цвета, формы, свет, мелкие детали.',
    'grounding.hint.touch': 'Стопы на полу, спина на спинке стула, воздух на коже.',
    'grounding.hint.hear': 'Близкие или далёкие, громкие или тихие — просто замечайте их.',
    'grounding.hint.smell': 'Если ничего не чувствуется, вспомните два запаха, которые вам нравятся.',
    'grounding.hint.taste': 'Если ничего не чувствуется, сделайте глоток воды и заметьте её вкус.',
    'grounding.senseOf': 'Чувство {number} из {total}',
    'grounding.takeYourTime': 'Не торопитесь, побудьте с этим ощущением.',
    'grounding.nextReady': 'Когда будете готовы, переходите дальше.',
    'grounding.next': 'Дальше',
    'grounding.outro':
      'Вы здесь, в этом моменте. Сделайте медленный вдох и отметьте, как вы себя чувствуете.',
    'grounding.replay': 'Пройти ещё раз',
  },
);
