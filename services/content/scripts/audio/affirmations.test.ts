import { affirmations } from './affirmations';

describe('the affirmations', () => {
  it('promise nothing about how things will turn out, in either language', () => {
    const promises = affirmations.filter(
      ({ en, ru }) =>
        /\b(will|won't|going to|better than)\b/i.test(en) || /пройдёт|пройдет|вернусь|лучше, чем/i.test(ru),
    );
    expect(promises).toEqual([]);
  });

  it('give permission instead where they once promised (the third and the eighteenth)', () => {
    expect(affirmations[2]).toEqual({
      en: 'This feeling is strong, and I can make room for it.',
      ru: 'Это чувство сильное, и я могу дать ему место.',
    });
    expect(affirmations[17]).toEqual({
      en: 'I can hear my inner critic without believing it.',
      ru: 'Я могу слышать внутреннего критика и не верить ему.',
    });
  });
});
