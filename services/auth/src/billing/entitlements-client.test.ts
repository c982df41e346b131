import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SubscriptionStatus } from '@steady/contracts';
import { createLogger } from '@steady/service-common';
import { startBillingStub } from '../testing/auth-test-app';
import { createEntitlementClient } from './entitlements-client';

const logger = createLogger({ name: 'auth', level: 'silent' });
const internalToken = 'internal-token-for-the-auth-tests-0123456789';

describe('the subscription status the profile shows while billing is down', () => {
  it("keeps billing's last answer for 15 minutes, then falls back to the free plan", async () => {
    let clock = 1_000_000;
    const statuses: Record<string, SubscriptionStatus> = { subscriber: 'active' };
    const billing = await startBillingStub(statuses);
    const client = createEntitlementClient(billing.url, internalToken, logger, { now: () => clock });
    expect(await client.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: false });
    await billing.close();

    clock += 60_000;
    expect(await client.statusOf('subscriber')).toBe('active');
    clock += 13 * 60_000 + 59_000;
    expect(await client.statusOf('subscriber')).toBe('active');
    expect(await client.subscriptionOf('subscriber')).toEqual({ status: 'active', checking: true });
    clock += 1_000;
    expect(await client.statusOf('subscriber')).toBe('inactive');
    expect(await client.subscriptionOf('someone-never-seen')).toEqual({ status: 'inactive', checking: true });
  });

  it('sends the service credential with every call', async () => {
    const received: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      received.push(request.headers['x-internal-token'] as string | undefined);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ userId: 'ann', status: 'inactive', premium: false }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as AddressInfo;
    const client = createEntitlementClient(`http://127.0.0.1:${address.port}`, internalToken, logger);
    await client.statusOf('ann');
    expect(received).toEqual([internalToken]);
    await new Promise((resolve) => server.close(resolve));
  });
});
