import { createLogger } from '@steady/service-common';
import { startStubBilling, type StubBilling } from '../testing/stub-billing';
import { createEntitlementChecker } from './entitlement-checker';

const logger = createLogger({ name: 'content', level: 'silent' });

describe('the premium entitlement checker', () => {
  let billing: StubBilling;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    billing = await startStubBilling();
    clock = 1_000_000;
  });
  afterEach(() => billing.close());

  const checker = (options: { timeoutMs?: number } = {}) =>
    createEntitlementChecker({
      billingUrl: billing.url,
      logger,
      now,
      premiumCacheMs: 30_000,
      notPremiumCacheMs: 5_000,
      ...options,
    });

  it("follows billing's answer", async () => {
    billing.premiumUsers.add('subscriber');
    const entitlements = checker();
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    expect(await entitlements.hasPremium('free-user')).toBe(false);
  });

  it('reuses a premium answer for 30 s, then asks again', async () => {
    billing.premiumUsers.add('ann');
    const entitlements = checker();
    expect(await entitlements.hasPremium('ann')).toBe(true);
    billing.premiumUsers.delete('ann');
    clock += 29_999;
    expect(await entitlements.hasPremium('ann')).toBe(true);
    clock += 1;
    expect(await entitlements.hasPremium('ann')).toBe(false);
    expect(billing.requests).toHaveLength(2);
  });

  it('reuses a "not premium" answer for 5 s only, so a new subscriber is unlocked within seconds', async () => {
    const entitlements = checker();
    expect(await entitlements.hasPremium('ann')).toBe(false);
    billing.premiumUsers.add('ann');
    clock += 4_999;
    expect(await entitlements.hasPremium('ann')).toBe(false);
    clock += 1;
    expect(await entitlements.hasPremium('ann')).toBe(true);
    expect(billing.requests).toHaveLength(2);
  });

  it('asks billing once for simultaneous calls about the same user', async () => {
    const entitlements = checker();
    await Promise.all([
      entitlements.hasPremium('ann'),
      entitlements.hasPremium('ann'),
      entitlements.hasPremium('ann'),
    ]);
    expect(billing.requests).toEqual(['/internal/entitlements/ann']);
  });

  it('escapes the user id in the path', async () => {
    await checker().hasPremium('a/b c');
    expect(billing.requests).toEqual(['/internal/entitlements/a%2Fb%20c']);
  });

  it('treats a failing billing as "not premium" and retries after 5 s', async () => {
    billing.premiumUsers.add('subscriber');
    billing.mode = 'fail';
    const entitlements = checker();
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    billing.mode = 'answer';
    clock += 4_999;
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    clock += 1;
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
  });

  it("keeps a subscriber premium through a billing outage for 15 minutes from billing's last answer", async () => {
    billing.premiumUsers.add('subscriber');
    const entitlements = checker();
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    billing.mode = 'fail';
    clock += 30_000;
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    clock += 14 * 60_000;
    expect(await entitlements.hasPremium('subscriber')).toBe(true);
    clock += 31_000;
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    expect(await entitlements.hasPremium('never-asked')).toBe(false);
  });

  it('gives up on a billing that does not answer within the timeout', async () => {
    billing.premiumUsers.add('subscriber');
    billing.mode = 'hang';
    const started = Date.now();
    expect(await checker({ timeoutMs: 200 }).hasPremium('subscriber')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats an unreachable billing as "not premium"', async () => {
    const { url } = billing;
    await billing.close();
    const entitlements = createEntitlementChecker({ billingUrl: url, logger });
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
    billing = await startStubBilling();
  });

  it('makes nobody premium when no billing is configured', async () => {
    const entitlements = createEntitlementChecker({ billingUrl: undefined, logger });
    expect(await entitlements.hasPremium('subscriber')).toBe(false);
  });
});
