import type { Moment } from './statistics-repository';
import { sinceDoseGroupsOf } from './since-dose';

const morningDose = '2026-03-02T08:00:00.000Z';
const at = (hoursAfterMorningDose: number) =>
  new Date(Date.parse(morningDose) + hoursAfterMorningDose * 60 * 60 * 1000).toISOString();
const moment = (
  hours: number,
  state: string,
  kind: Moment['kind'] = 'picked',
  feeling: number | null = null,
) => ({
  at: at(hours),
  state,
  kind,
  feeling,
});

describe('states and check-ins by hours since the last dose', () => {
  it('puts each moment in its two-hour group after the latest dose before it, 8 hours and more together', () => {
    const groups = sinceDoseGroupsOf(
      [morningDose],
      [
        moment(0, 'good'),
        moment(1.99, 'good'),
        moment(2, 'anxiety'),
        moment(5, 'procrastination', 'entry', 2),
        moment(6.5, 'overwhelm', 'checkIn', 2),
        moment(7, 'overwhelm', 'entry', 1),
        moment(8, 'irritability'),
        moment(23.9, 'irritability'),
      ],
    );
    expect(groups).toEqual([
      { fromHours: 0, toHours: 2, states: [{ state: 'good', count: 2 }], checkIns: 0, feelingAverage: null },
      {
        fromHours: 2,
        toHours: 4,
        states: [{ state: 'anxiety', count: 1 }],
        checkIns: 0,
        feelingAverage: null,
      },
      {
        fromHours: 4,
        toHours: 6,
        states: [{ state: 'procrastination', count: 1 }],
        checkIns: 0,
        feelingAverage: 2,
      },
      {
        fromHours: 6,
        toHours: 8,
        states: [{ state: 'overwhelm', count: 1 }],
        checkIns: 1,
        feelingAverage: 1.5,
      },
      {
        fromHours: 8,
        toHours: null,
        states: [{ state: 'irritability', count: 2 }],
        checkIns: 0,
        feelingAverage: null,
      },
    ]);
  });

  it('counts from the latest dose: a second dose starts the hours again', () => {
    const groups = sinceDoseGroupsOf([at(4), morningDose], [moment(5, 'anxiety')]);
    expect(groups[0]?.states).toEqual([{ state: 'anxiety', count: 1 }]);
    expect(groups[2]?.states).toEqual([]);
  });

  it('leaves out moments before any dose and more than 24 hours after the last one', () => {
    const groups = sinceDoseGroupsOf([morningDose], [moment(-1, 'anxiety'), moment(24.5, 'anxiety')]);
    expect(groups.flatMap((group) => group.states)).toEqual([]);
  });

  it('lists the states of a group most frequent first, then by name', () => {
    const groups = sinceDoseGroupsOf(
      [morningDose],
      [moment(1, 'overwhelm'), moment(1, 'anxiety'), moment(1, 'overwhelm'), moment(1, 'good')],
    );
    expect(groups[0]?.states).toEqual([
      { state: 'overwhelm', count: 2 },
      { state: 'anxiety', count: 1 },
      { state: 'good', count: 1 },
    ]);
  });
});
