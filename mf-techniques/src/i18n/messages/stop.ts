import { defineCatalogs } from '@steady/ui';

/** The letters stay S, T, O, P in both languages; Russian gives the meaning with the English word. */
export const stopMessages = defineCatalogs(
  {
    'stop.intro':
      'A one-minute pause between what set you off and what you do next: Stop, Take a breath, Observe, Proceed.',
    'stop.step.stop': 'S — Stop',
    'stop.step.takeABreath': 'T — Take a breath',
    'stop.step.observe': 'O — Observe',
    'stop.step.proceed': 'P — Proceed',
    'stop.instruction.stop': 'Pause whatever you are doing. Let your hands rest.',
    'stop.instruction.takeABreath': 'One slow breath in, and a long breath out.',
    'stop.instruction.observe': 'Notice your thoughts, feelings and body, without judging them.',
    'stop.instruction.proceed': 'Choose your next step on purpose.',
    'stop.message': 'Well done. Carry on with intention.',
  },
  {
    'stop.intro':
      'Минутная пауза между тем, что вас задело, и тем, что вы сделаете дальше: остановиться, вдохнуть, понаблюдать, продолжить.',
    'stop.step.stop': 'S — остановитесь (Stop)',
    'stop.step.takeABreath': 'T — сделайте вдох (Take a breath)',
    'stop.step.observe': 'O — понаблюдайте (Observe)',
    'stop.step.proceed': 'P — продолжайте (Proceed)',
    'stop.instruction.stop': 'Прервите то, что делаете. Дайте рукам отдохнуть.',
    'stop.instruction.takeABreath': 'Один медленный вдох и долгий выдох.',
    'stop.instruction.observe': 'Заметьте свои мысли, чувства и ощущения в теле, не оценивая их.',
    'stop.instruction.proceed': 'Осознанно выберите следующий шаг.',
    'stop.message': 'Отлично. Продолжайте осознанно.',
  },
);
