import type { JournalEntry } from '@steady/contracts';
import { checkInRequest, ratingOfFeeling } from './check-in-entry';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('a check-in as a journal entry', () => {
  it('maps the one-tap answer onto the mood ratings', () => {
    expect([1, 2, 3, 4, 5].map(ratingOfFeeling)).toEqual(['veryBad', 'bad', 'neutral', 'good', 'veryGood']);
  });

  it('starts with the answer before, under the state picked for the technique', () => {
    expect(
      checkInRequest(null, { techniqueId: 'breath-loop', mood: 'anxiety', when: 'before', feeling: 2, now }),
    ).toEqual({
      kind: 'checkIn',
      date: now.toISOString(),
      state: 'anxiety',
      techniques: ['breath-loop'],
      text: '',
      tags: [],
      feelingBefore: 2,
      feelingAfter: null,
      effectiveness: null,
    });
  });

  it('adds the answer after to the same entry, keeping what was there', () => {
    const before: JournalEntry = {
      id: '4',
      kind: 'checkIn',
      date: '2026-03-01T09:55:00.000Z',
      state: 'anxiety',
      effectiveness: null,
      techniques: ['breath-loop'],
      text: '',
      tags: [],
      feelingBefore: 2,
      feelingAfter: null,
      createdAt: '2026-03-01T09:55:00.000Z',
      updatedAt: '2026-03-01T09:55:00.000Z',
    };
    expect(
      checkInRequest(before, { techniqueId: 'breath-loop', mood: null, when: 'after', feeling: 4, now }),
    ).toMatchObject({ date: before.date, state: 'anxiety', feelingBefore: 2, feelingAfter: 4 });
  });

  it('uses how they feel as the state when no state was picked', () => {
    const request = checkInRequest(null, {
      techniqueId: 'stop-technique',
      mood: null,
      when: 'after',
      feeling: 5,
      now,
    });
    expect(request).toMatchObject({ state: 'veryGood', feelingBefore: null, feelingAfter: 5 });
  });
});
