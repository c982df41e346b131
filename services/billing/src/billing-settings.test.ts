import { ConfigError } from '@steady/service-common';
import { loadBillingSettings } from './billing-settings';

describe('billing settings', () => {
  it('takes no payments at all when neither a Stripe key nor LOCAL_CHECKOUT=1 is set', () => {
    expect(loadBillingSettings({}).stripe).toEqual({ kind: 'off' });
    expect(loadBillingSettings({ LOCAL_CHECKOUT: '0' }).stripe).toEqual({ kind: 'off' });
  });

  it('runs the local test checkout, with a fresh signing secret, only when LOCAL_CHECKOUT=1', () => {
    const first = loadBillingSettings({ LOCAL_CHECKOUT: '1' }).stripe;
    const second = loadBillingSettings({ LOCAL_CHECKOUT: '1' }).stripe;
    if (first.kind !== 'local' || second.kind !== 'local') throw new Error('expected the local checkout');
    expect(first.webhookSecret).toMatch(/^whsec_local[0-9a-f]{48}$/);
    expect(second.webhookSecret).not.toBe(first.webhookSecret);
  });

  it('refuses to start the local test checkout with NODE_ENV=production, saying why', () => {
    expect(() => loadBillingSettings({ LOCAL_CHECKOUT: '1', NODE_ENV: 'production' })).toThrow(
      /LOCAL_CHECKOUT: the local test checkout grants premium without payment and is refused with NODE_ENV=production/,
    );
    expect(() => loadBillingSettings({ LOCAL_CHECKOUT: 'yes' })).toThrow(/LOCAL_CHECKOUT: must be 1/);
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
    const settings = loadBillingSettings({
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      LOCAL_CHECKOUT: '1',
    });
    expect(settings.stripe.kind).toBe('local');
  });
});
