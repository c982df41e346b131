import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger } from '../logger';
import { testInternalToken } from '../testing/internal-token';
import { startStubBilling, type StubBilling } from '../testing/stub-billing';
import { createEntitlementClient, type EntitlementClientOptions } from './entitlement-client';

const logger = createLogger({ name: 'test', level: 'silent' });

describe("the entitlement client (billing's answer about a user's plan)", () => {
  let billing: StubBilling;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    billing = await startStubBilling();
    clock = 1_000_000;
  });
  afterEach(() => billing.close());

  const client = (options: Partial<EntitlementClientOptions> = {}) =>
    createEntitlementClient({
      billingUrls: billing.url,
      internalToken: testInternalToken,
      logger,
      now,
      ...options,
    });
  /** The reuse times the content service sets: one page opens several content calls. */
  const reusing = (options: Partial<EntitlementClientOptions> = {}) =>
    client({ premiumCacheMs: 30_000, notPremiumCacheMs: 0, unavailableCacheMs: 5_000, ...options });

  it("follows billing's answer: the status, and premium for an active or paid-until-period-end plan", async () => {
    billing.statuses.set('subscriber', 'active');
    billing.statuses.set('leaving', 'cancelPending');
    billing.statuses.set('lapsed', 'past_due');
    const entitlements = client();
    expect(await entitlements.statusOf('subscriber')).toBe('active');
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    expect(await entitlements.statusOf('leaving')).toBe('cancelPending');
    expect(await entitlements.hasPremium('leaving')).toBe(true);
    expect(await entitlements.hasPremium('lapsed')).toBe(false);
    expect(await entitlements.statusOf('free-user')).toBe('inactive');
    expect(await entitlements.hasPremium('free-user')).toBe(false);
  });

  it('asks billing on every call unless told to reuse answers', async () => {
    const entitlements = client();
    await entitlements.statusOf('ann');
    billing.statuses.set('ann', 'active');
    expect(await entitlements.statusOf('ann')).toBe('active');
    expect(billing.requests).toHaveLength(2);
  });

  it('reuses a premium answer for 30 s when told to, then asks again', async () => {
    billing.statuses.set('ann', 'active');
    const entitlements = reusing();
    expect(await entitlements.hasPremium('ann')).toBe(true);
    billing.statuses.delete('ann');
    clock += 29_999;
    expect(await entitlements.hasPremium('ann')).toBe(true);
    clock += 1;
    expect(await entitlements.hasPremium('ann')).toBe(false);
    expect(billing.requests).toHaveLength(2);
  });

  it('does not reuse a "not premium" answer, so someone who has just subscribed is unlocked on the next call', async () => {
    const entitlements = reusing();
    expect(await entitlements.hasPremium('ann')).toBe(false);
    billing.statuses.set('ann', 'active');
    expect(await entitlements.hasPremium('ann')).toBe(true);
    expect(billing.requests).toHaveLength(2);
  });

  it('asks billing once for simultaneous calls about the same user', async () => {
    const entitlements = client();
    await Promise.all([
      entitlements.hasPremium('ann'),
      entitlements.statusOf('ann'),
      entitlements.hasPremium('ann'),
    ]);
    expect(billing.requests).toEqual(['/internal/entitlements/ann']);
  });

  it('escapes the user id in the path and copes with a trailing slash in the billing URL', async () => {
    await client({ billingUrls: `${billing.url}/` }).hasPremium('a/b c');
    expect(billing.requests).toEqual(['/internal/entitlements/a%2Fb%20c']);
  });

  it('sends the service credential: with the wrong one billing refuses and the user is on the free plan', async () => {
    billing.statuses.set('subscriber', 'active');
    expect(await client().hasPremium('subscriber')).toBe(true);
    expect(await client({ internalToken: 'not-the-deployment-secret' }).hasPremium('subscriber')).toBe(false);
  });

  it('treats a failing billing as the free plan and, when reusing answers, asks again after 5 s', async () => {
    billing.statuses.set('subscriber', 'active');
    billing.mode = 'fail';
    const entitlements = reusing();
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    expect(await entitlements.statusOf('subscriber')).toBe('inactive');
    billing.mode = 'answer';
    clock += 4_999;
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    clock += 1;
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
  });

  it("keeps billing's last answer through an outage for 15 minutes, then falls back to the free plan", async () => {
    billing.statuses.set('subscriber', 'cancelPending');
    const entitlements = client();
    expect(await entitlements.statusOf('subscriber')).toBe('cancelPending');
    billing.mode = 'fail';
    clock += 30_000;
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    clock += 14 * 60_000 + 29_999;
    expect(await entitlements.statusOf('subscriber')).toBe('cancelPending');
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    clock += 1;
    expect(await entitlements.statusOf('subscriber')).toBe('inactive');
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    expect(await entitlements.hasPremium('never-asked')).toBe(false);
  });

  it("says when its answer is billing's last known one rather than billing's answer just now", async () => {
    billing.statuses.set('subscriber', 'active');
    const entitlements = client();
    expect(await entitlements.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: false });
    billing.mode = 'fail';
    expect(await entitlements.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: true });
    expect(await entitlements.subscriptionOf('never-asked')).toEqual({ status: 'inactive', checking: true });
    billing.mode = 'answer';
    expect(await entitlements.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: false });
  });

  it('treats an answer of the wrong shape like an outage', async () => {
    const nonsense = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ userId: 'ann', status: 'gold', premium: 'yes' }));
    });
    await new Promise<void>((resolve) => nonsense.listen(0, '127.0.0.1', resolve));
    const { port } = nonsense.address() as AddressInfo;
    const entitlements = client({ billingUrls: `http://127.0.0.1:${port}` });
    expect(await entitlements.statusOf('ann')).toBe('inactive');
    expect(await entitlements.hasPremium('ann')).toBe(false);
    await new Promise((resolve) => nonsense.close(resolve));
  });

  it('gives up on a billing that does not answer within the timeout', async () => {
    billing.statuses.set('subscriber', 'active');
    billing.mode = 'hang';
    const started = Date.now();
    expect(await client({ timeoutMs: 200 }).hasPremium('subscriber')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats an unreachable billing as the free plan', async () => {
    const { url } = billing;
    await billing.close();
    const entitlements = client({ billingUrls: url });
    expect(await entitlements.statusOf('subscriber')).toBe('inactive');
    billing = await startStubBilling();
  });

  it('asks the second billing instance when the first is down (BILLING_INTERNAL_URLS)', async () => {
    const stopped = await startStubBilling();
    await stopped.close();
    billing.statuses.set('subscriber', 'active');
    const entitlements = client({ billingUrls: [stopped.url, billing.url] });
    expect(await entitlements.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: false });
    expect(billing.requests).toEqual(['/internal/entitlements/subscriber']);
  });

  it('makes nobody premium, and asks nothing, when no billing is configured', async () => {
    const entitlements = client({ billingUrls: undefined });
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    expect(await entitlements.statusOf('subscriber')).toBe('inactive');
    expect(billing.requests).toEqual([]);
  });

  it("logs a warning naming the user and whether billing's last answer was used", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    billing.statuses.set('subscriber', 'active');
    const entitlements = client({ logger: pino({ level: 'warn' }, sink) });
    await entitlements.statusOf('subscriber');
    billing.mode = 'fail';
    await entitlements.statusOf('subscriber');
    await entitlements.statusOf('never-asked');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        userId: 'subscriber',
        lastKnownStatus: 'active',
        msg: "Subscription status unavailable; answering billing's last answer",
      }),
      expect.objectContaining({
        level: 40,
        userId: 'never-asked',
        msg: 'Subscription status unavailable; answering the free plan',
      }),
    ]);
  });
});
