import { isComplete, offeredSections, requestedSections, tickableSections } from './choices';

describe('what the summary asks for', () => {
  it('asks for every ticked section and no journal entries while none is ticked', () => {
    expect(requestedSections(new Set(tickableSections), [], offeredSections(true))).toEqual([
      'statesOverTime',
      'helpedPerState',
      'minutesPractised',
      'checkIns',
      'medicationLog',
      'selfReflection',
    ]);
  });

  it('offers and asks for the medication log only to someone who keeps one', () => {
    expect(offeredSections(false)).not.toContain('medicationLog');
    expect(offeredSections(true)).toContain('medicationLog');
    expect(requestedSections(new Set(tickableSections), [], offeredSections(false))).not.toContain(
      'medicationLog',
    );
  });

  it('adds the journal section once an entry is ticked, and keeps the fixed order', () => {
    const ticked = new Set(['checkIns', 'statesOverTime'] as const);
    expect(requestedSections(ticked, ['12'], offeredSections(true))).toEqual([
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
