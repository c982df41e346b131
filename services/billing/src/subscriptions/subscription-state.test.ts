import {
  statusFromStripe,
  supersedesRecord,
  toStatusResponse,
  type SubscriptionRecord,
} from './subscription-state';

const record: SubscriptionRecord = {
  userId: 'user-1',
  status: 'active',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2030-02-01T00:00:00.000Z',
  canceledAt: null,
  trialEnd: null,
  pauseResumesAt: null,
  pauseLanguage: null,
  subscriptionCreatedAt: '2030-01-01T00:00:00.000Z',
  stateAsOf: '2030-01-10T00:00:00.000Z',
};

describe('statusFromStripe', () => {
  it.each([
    ['trialing', false, 'active'],
    ['active', false, 'active'],
    ['trialing', true, 'cancelPending'],
    ['active', true, 'cancelPending'],
    ['past_due', true, 'past_due'],
    ['unpaid', false, 'past_due'],
    ['canceled', true, 'canceled'],
    ['incomplete', false, 'inactive'],
    ['a_status_from_the_future', false, 'inactive'],
  ] as const)('maps %s (cancelling: %s) to %s', (stripeStatus, cancelling, status) => {
    expect(statusFromStripe(stripeStatus, cancelling)).toBe(status);
  });
});

describe('supersedesRecord', () => {
  const news = (fields: Partial<Parameters<typeof supersedesRecord>[1]>) => ({
    subscriptionId: 'sub_1',
    subscriptionCreatedAt: '2030-01-01T00:00:00.000Z',
    asOf: '2030-01-10T00:00:00.000Z',
    status: 'active' as const,
    ...fields,
  });

  it('accepts anything for a record without a subscription', () => {
    expect(supersedesRecord({ ...record, stripeSubscriptionId: null }, news({ asOf: '2000-01-01' }))).toBe(
      true,
    );
  });

  it('accepts same-second news of the same subscription and refuses older news', () => {
    expect(supersedesRecord(record, news({}))).toBe(true);
    expect(supersedesRecord(record, news({ asOf: '2030-01-09T23:59:59.000Z' }))).toBe(false);
  });

  it('refuses anything about a canceled subscription', () => {
    const canceled = { ...record, status: 'canceled' as const };
    expect(supersedesRecord(canceled, news({ asOf: '2031-01-01T00:00:00.000Z' }))).toBe(false);
  });

  it('lets only a newer subscription replace the one held', () => {
    const newer = news({ subscriptionId: 'sub_2', subscriptionCreatedAt: '2030-01-05T00:00:00.000Z' });
    const older = news({ subscriptionId: 'sub_0', subscriptionCreatedAt: '2029-12-01T00:00:00.000Z' });
    expect(supersedesRecord(record, newer)).toBe(true);
    expect(supersedesRecord(record, { ...older, asOf: '2031-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('prefers a live subscription over an ended one created in the same second', () => {
    const sameSecond = { subscriptionId: 'sub_2', subscriptionCreatedAt: record.subscriptionCreatedAt ?? '' };
    expect(supersedesRecord(record, news({ ...sameSecond, status: 'active' }))).toBe(true);
    expect(supersedesRecord(record, news({ ...sameSecond, status: 'canceled' }))).toBe(false);
  });
});

describe('toStatusResponse', () => {
  const inTrial = { ...record, trialEnd: '2030-01-08T00:00:00.000Z' };

  it('answers the trial end while the trial runs, cancelled or not', () => {
    const during = new Date('2030-01-05T00:00:00.000Z');
    expect(toStatusResponse(inTrial, during).trialEnd).toBe(inTrial.trialEnd);
    expect(toStatusResponse({ ...inTrial, status: 'cancelPending' }, during).trialEnd).toBe(inTrial.trialEnd);
  });

  it('answers no trial end once it has passed, or for a subscription that no longer runs', () => {
    expect(toStatusResponse(inTrial, new Date('2030-01-08T00:00:01.000Z')).trialEnd).toBeNull();
    const during = new Date('2030-01-05T00:00:00.000Z');
    expect(toStatusResponse({ ...inTrial, status: 'past_due' }, during).trialEnd).toBeNull();
    expect(toStatusResponse(undefined, during).trialEnd).toBeNull();
  });
});
