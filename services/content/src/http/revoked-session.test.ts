import request from 'supertest';
import { testDialects } from '@steady/service-common/testing';
import { startContentTestApp, type ContentTestApp } from '../testing/content-test-app';

describe.each(testDialects())('content and an ended session on %s', (dialect) => {
  let content: ContentTestApp;
  beforeEach(async () => {
    content = await startContentTestApp(dialect);
  });
  afterEach(() => content.dispose());

  const user = { id: 'a5b0c3d1-8e2f-4c6a-9b7d-1f2e3d4c5b6a', email: 'ann@example.com' };

  it('refuses the unexpired token of a session auth has revoked (a logout) with 401 session_expired', async () => {
    const sessionId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
    const token = await content.issuer.sign({ ...user, sessionId });
    content.issuer.revokeSession(sessionId);
    const response = await request(content.app)
      .get('/api/like/techniques/liked')
      .set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ reason: 'session_expired' });
  });

  it('refuses a token without an expiry', async () => {
    const token = await content.issuer.sign(user, { expiresIn: null });
    const response = await request(content.app)
      .get('/api/like/techniques/liked')
      .set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(401);
  });

  it('accepts the token of a session that stands', async () => {
    const token = await content.issuer.sign(user);
    const response = await request(content.app)
      .get('/api/like/techniques/liked')
      .set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
  });
});
