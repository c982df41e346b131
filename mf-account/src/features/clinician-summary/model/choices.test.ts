import { isComplete, requestedSections, tickableSections } from './choices';

describe('what the summary asks for', () => {
  it('asks for every ticked section and no journal entries while none is ticked', () => {
    expect(requestedSections(new Set(tickableSections), [])).toEqual([
      'statesOverTime',
      'helpedPerState',
      'minutesPractised',
      'checkIns',
      'selfReflection',
    ]);
  });

  it('adds the journal section once an entry is ticked, and keeps the fixed order', () => {
    expect(requestedSections(new Set(['checkIns', 'statesOverTime'] as const), ['12'])).toEqual([
      'statesOverTime',
      'checkIns',
      'journalEntries',
    ]);
  });

  it('lists entries for two dates only once both are filled in', () => {
    expect(isComplete({ kind: 'last30' })).toBe(true);
    expect(isComplete({ kind: 'dates', from: '2026-03-01', to: '' })).toBe(false);
    expect(isComplete({ kind: 'dates', from: '2026-03-01', to: '2026-03-10' })).toBe(true);
  });
});
