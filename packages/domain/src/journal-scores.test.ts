import { checkInEffectiveness, moodScoreOf } from './journal-scores';

describe('what check-ins teach', () => {
  it('rates a technique by how much better the user felt after it', () => {
    expect(checkInEffectiveness(2, 2)).toBe(2);
    expect(checkInEffectiveness(2, 3)).toBe(3);
    expect(checkInEffectiveness(2, 4)).toBe(4);
    expect(checkInEffectiveness(1, 5)).toBe(5);
    expect(checkInEffectiveness(4, 2)).toBe(1);
  });

  it('rates nothing unless both answers were given', () => {
    expect(checkInEffectiveness(null, 4)).toBeNull();
    expect(checkInEffectiveness(3, null)).toBeNull();
  });

  it('places an entry on the mood chart by how they felt last, else by the rating they picked', () => {
    expect(moodScoreOf({ state: 'anxiety', feelingBefore: 2, feelingAfter: 4 })).toBe(4);
    expect(moodScoreOf({ state: 'anxiety', feelingBefore: 2, feelingAfter: null })).toBe(2);
    expect(moodScoreOf({ state: 'veryGood', feelingBefore: null, feelingAfter: null })).toBe(5);
    expect(moodScoreOf({ state: 'bad', feelingBefore: null, feelingAfter: null })).toBe(2);
    expect(moodScoreOf({ state: 'overwhelm', feelingBefore: null, feelingAfter: null })).toBeNull();
  });
});
