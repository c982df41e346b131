import type { JournalEntry } from '@steady/contracts';
import { entryRequestOf, formValuesOf, tagsOf } from './entry-form';
import { toLocalInputValue } from '../../../shared/local-time';

const checkIn: JournalEntry = {
  id: '7',
  kind: 'checkIn',
  date: '2026-03-01T09:30:00.000Z',
  state: 'anxiety',
  effectiveness: 4,
  techniques: ['breath-loop'],
  text: '',
  tags: ['work'],
  feelingBefore: 2,
  feelingAfter: 4,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('the journal entry form', () => {
  it('starts a new entry now, neutral, with nothing else filled in', () => {
    const now = new Date('2026-03-01T09:30:00.000Z');
    expect(formValuesOf(null, now)).toEqual({
      date: toLocalInputValue(now),
      state: 'neutral',
      effectiveness: null,
      techniques: [],
      text: '',
      tags: '',
    });
  });

  it('keeps an edited check-in a check-in, with its before and after answers', () => {
    const values = { ...formValuesOf(checkIn, new Date()), text: 'Calmer now', tags: 'work, calls, work' };
    expect(entryRequestOf(values, checkIn)).toEqual({
      request: {
        kind: 'checkIn',
        date: '2026-03-01T09:30:00.000Z',
        state: 'anxiety',
        effectiveness: 4,
        techniques: ['breath-loop'],
        text: 'Calmer now',
        tags: ['work', 'calls'],
        feelingBefore: 2,
        feelingAfter: 4,
      },
    });
  });

  it('says what is wrong with a missing date or too many, too long tags', () => {
    const values = formValuesOf(null, new Date());
    expect(entryRequestOf({ ...values, date: '' }, null)).toEqual({
      errors: { date: 'journal.form.error.date' },
    });
    const manyTags = Array.from({ length: 11 }, (_, index) => `t${index}`).join(',');
    expect(entryRequestOf({ ...values, tags: manyTags }, null)).toEqual({
      errors: { tags: 'journal.form.error.tags' },
    });
    expect(entryRequestOf({ ...values, tags: 'x'.repeat(31) }, null)).toEqual({
      errors: { tags: 'journal.form.error.tags' },
    });
  });

  it('reads tags from one comma-separated line', () => {
    expect(tagsOf(' sleep, ,work ,sleep')).toEqual(['sleep', 'work']);
  });
});
