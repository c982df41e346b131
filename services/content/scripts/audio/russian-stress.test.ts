import { festivalSpokenForm } from './russian-stress';

describe('what the Russian Festival voice is given to read', () => {
  it.each([
    ['Закройте глаза или расфокусируйте взгляд', 'Закройте глаз+а или расфокусируйте взгляд'],
    ['Спуститесь ниже: таз, ноги, стопы.', 'спуст+итесь ниже, таз, н+оги, ст+опы.'],
    ['Переведите внимание на шею, плечи и руки.', 'Переведите внимание на шею, плечи и р+уки.'],
    ['Положите ладонь на грудь', 'полож+ите ладонь на грудь'],
    ['Сядьте удобно и дышите в своём темпе.', 'Сядьте удобно и дыш+ите в своём темпе.'],
    ['Замедлиться — не значит отстать.', 'зам+едлиться, не значит отстать.'],
    ['и смотрите, как она уплывает', 'и смотр+ите, как она уплывает'],
  ])('marks the stress the voice would misplace: %s', (text, spoken) => {
    expect(festivalSpokenForm(text, 'ru')).toBe(spoken);
  });

  it('leaves a word that only contains a listed one alone', () => {
    expect(festivalSpokenForm('Рассмотрите, что вы там видите', 'ru')).toBe(
      'рассмотр+ите, что вы там видите',
    );
    expect(festivalSpokenForm('Посмотрите вокруг', 'ru')).toBe('Посмотрите вокруг');
  });

  it('reads a hyphenated pair as two words, each with its own stress', () => {
    expect(festivalSpokenForm('Сделайте ещё один-два круга', 'ru')).toBe('Сделайте ещё один два круга');
  });

  it('gives the voice only punctuation it knows: no dashes, colons or quotation marks', () => {
    expect(festivalSpokenForm('Признайте трудность и скажите себе: «Сейчас мне тяжело».', 'ru')).toBe(
      'призн+айте трудность и скажите себе, Сейчас мне тяжело.',
    );
  });

  it('passes English through as written', () => {
    expect(festivalSpokenForm('Notice the difficulty: “This is a hard moment.”', 'en')).toBe(
      'Notice the difficulty: “This is a hard moment.”',
    );
  });
});
