import request from 'supertest';
import { createLogger } from '@steady/service-common';
import { createMigratedTestDatabase } from '@steady/service-common/src/testing';
import { billingMigrations } from '../migrations';
import { buildApp } from './app';
import { loadPlan } from './plan-config';

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
    const database = await createMigratedTestDatabase('sqlite', billingMigrations);
    const app = buildApp({ logger: createLogger({ name: 'billing', level: 'silent' }), database });
    const response = await request(app).get('/api/subscription/plan');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(loadPlan({}));
    await database.close();
  });
});
