import request from 'supertest';
import { loadPlan } from './plan-config';
import { createBillingHarness } from '../testing/billing-harness';

describe('the premium plan', () => {
  it('defaults to 5 USD a month with a 7-day trial and a 14-day money-back guarantee', () => {
    expect(loadPlan({})).toEqual({
      amount: 5,
      currency: 'usd',
      interval: 'month',
      trialDays: 7,
      moneyBackDays: 14,
    });
  });

  it('reads price, currency and trial from the environment', () => {
    expect(loadPlan({ PRICE_AMOUNT: '4.99', PRICE_CURRENCY: 'EUR', TRIAL_DAYS: '14' })).toMatchObject({
      amount: 4.99,
      currency: 'eur',
      trialDays: 14,
    });
  });

  it('refuses a malformed price with a message naming the variable', () => {
    expect(() => loadPlan({ PRICE_AMOUNT: 'five' })).toThrow(/PRICE_AMOUNT/);
  });

  it('is served publicly at GET /api/subscription/plan', async () => {
    const harness = await createBillingHarness('sqlite', 'local');
    const response = await request(harness.app).get('/api/subscription/plan');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...loadPlan({}), billingMode: 'local-checkout' });
    await harness.dispose();
  });
});
