import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { createBillingHarness, type BillingHarness } from '../testing/billing-harness';

const user = { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', email: 'ann@example.com' };

describe.each(testDialects())('billing and an ended session on %s', (dialect) => {
  let harness: BillingHarness;
  beforeAll(async () => {
    harness = await createBillingHarness(dialect, 'local');
  });
  afterAll(() => harness.dispose());

  const statusWith = (token: string) =>
    request(harness.app).get('/api/subscription/status').set('authorization', `Bearer ${token}`);

  it('refuses the unexpired token of a session auth has revoked (a logout) with 401 session_expired', async () => {
    const sessionId = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
    const token = await harness.issuer.sign({ ...user, sessionId });
    harness.issuer.revokeSession(sessionId);
    const response = await statusWith(token);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ reason: 'session_expired' });
  });

  it('refuses a token without an expiry', async () => {
    expect((await statusWith(await harness.issuer.sign(user, { expiresIn: null }))).status).toBe(401);
  });

  it('accepts the token of a session that stands', async () => {
    expect((await statusWith(await harness.issuer.sign(user))).status).toBe(200);
  });
});
