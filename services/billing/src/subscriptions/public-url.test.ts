import request from 'supertest';
import { createBillingHarness, testPublicUrl } from '../testing/billing-harness';
import { loadBillingSettings } from '../billing-settings';

const userId = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';
const forgedHeaders = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('return links are built on PUBLIC_URL only', () => {
  it.each(['stripe', 'local'] as const)(
    'with %s, a forged Host or X-Forwarded-Host never appears in a return URL',
    async (mode) => {
      const harness = await createBillingHarness('sqlite', mode);
      try {
        const response = await request(harness.app)
          .post('/api/subscription/create-subscription')
          .set('authorization', `Bearer ${await harness.tokenFor(userId)}`)
          .set(forgedHeaders)
          .send({ language: 'en' });
        expect(response.status).toBe(200);
        expect(JSON.stringify(response.body)).not.toContain('evil.example');
        const sentToStripe = JSON.stringify(harness.standIn?.requests ?? []);
        expect(sentToStripe).not.toContain('evil.example');
        if (mode === 'stripe') expect(sentToStripe).toContain(`${testPublicUrl}/profile?checkout=success`);
        else expect(new URL(response.body.url as string).origin).toBe(testPublicUrl);
      } finally {
        await harness.dispose();
      }
    },
  );

  it('requires PUBLIC_URL in production, and defaults to the gateway on localhost in development', () => {
    expect(() => loadBillingSettings({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: is required with NODE_ENV=production/,
    );
    expect(loadBillingSettings({}).publicUrl).toBe('http://localhost:8080');
    expect(loadBillingSettings({ PUBLIC_URL: 'https://steady.example/' }).publicUrl).toBe(
      'https://steady.example',
    );
  });
});
