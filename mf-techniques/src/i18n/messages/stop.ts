import { defineCatalogs } from '@steady/ui';

/** Each language spells the acronym in its own letters: S.T.O.P. in English, С.Т.О.П. in Russian. */
export const stopMessages = defineCatalogs(
  {
    'stop.intro':
      'A one-minute pause between what set you off and what you do next: Stop, Take a breath, Observe, Proceed.',
    'stop.letters': 'S.T.O.P.',
    'stop.letter.stop': 'S',
    'stop.letter.takeABreath': 'T',
    'stop.letter.observe': 'O',
    'stop.letter.proceed': 'P',
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
      'Минутная пауза между тем, что вас задело, и тем, что вы сделаете дальше: стоп, тихий вдох, осознание, продолжение.',
    'stop.letters': 'С.Т.О.П.',
    'stop.letter.stop': 'С',
    'stop.letter.takeABreath': 'Т',
    'stop.letter.observe': 'О',
    'stop.letter.proceed': 'П',
    'stop.step.stop': 'С — стоп',
    'stop.step.takeABreath': 'Т — тихий вдох',
    'stop.step.observe': 'О — осознание',
    'stop.step.proceed': 'П — продолжение',
    'stop.instruction.stop': 'Прервите то, что делаете. Дайте рукам отдохнуть.',
    'stop.instruction.takeABreath': 'Один медленный вдох и долгий выдох.',
    'stop.instruction.observe': 'Заметьте свои мысли, чувства и ощущения в теле, не оценивая их.',
    'stop.instruction.proceed': 'Осознанно выберите следующий шаг.',
    'stop.message': 'Отлично. Продолжайте осознанно.',
  },
);
