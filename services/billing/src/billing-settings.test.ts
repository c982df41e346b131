import { ConfigError } from '@steady/service-common';
import { loadBillingSettings } from './billing-settings';

describe('billing settings', () => {
  it('runs the local test checkout, with a fresh signing secret, when no Stripe key is set', () => {
    const first = loadBillingSettings({});
    const second = loadBillingSettings({});
    expect(first.stripe.kind).toBe('local');
    expect(first.stripe.webhookSecret).toMatch(/^whsec_local[0-9a-f]{48}$/);
    expect(second.stripe.webhookSecret).not.toBe(first.stripe.webhookSecret);
  });

  it('uses real Stripe with the key, the webhook secret and the optional price and API address', () => {
    const settings = loadBillingSettings({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_ID: 'price_monthly',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PUBLIC_URL: 'https://steady.example/',
    });
    expect(settings).toEqual({
      stripe: {
        kind: 'stripe',
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_abc',
        priceId: 'price_monthly',
        apiUrl: new URL('http://127.0.0.1:12111'),
      },
      publicUrl: 'https://steady.example',
    });
  });

  it('refuses a Stripe key without the webhook signing secret, naming the variable', () => {
    expect(() => loadBillingSettings({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('names every malformed variable at once', () => {
    let error: unknown;
    try {
      loadBillingSettings({
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_PRICE_ID: 'prod_1',
        PUBLIC_URL: 'ftp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).toMatch(/STRIPE_PRICE_ID/);
    expect(message).toMatch(/PUBLIC_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadBillingSettings({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe.kind).toBe(
      'local',
    );
  });
});
