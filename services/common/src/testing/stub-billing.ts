import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { premiumSubscriptionStatuses, type Entitlement, type SubscriptionStatus } from '@steady/contracts';
import { internalTokenHeader } from '../internal-credential';
import { testInternalToken } from './internal-token';

export interface StubBilling {
  url: string;
  /** Each user's subscription status; anyone not listed is 'inactive'. */
  statuses: Map<string, SubscriptionStatus>;
  /** How billing behaves: answers, answers 500, or never answers (a hung service). */
  mode: 'answer' | 'fail' | 'hang';
  /** The path of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

/**
 * Stands in for billing's internal entitlement endpoint on a local port. Like billing, it answers 403 to a
 * call without the test INTERNAL_TOKEN.
 */
export async function startStubBilling(): Promise<StubBilling> {
  const stub = { statuses: new Map(), mode: 'answer', requests: [] as string[] } as StubBilling;
  const server = createServer((request, response) => {
    stub.requests.push(request.url ?? '');
    if (stub.mode === 'hang') return;
    response.setHeader('content-type', 'application/json');
    if (request.headers[internalTokenHeader] !== testInternalToken) {
      response.writeHead(403);
      response.end(JSON.stringify({ error: { code: 'forbidden', message: 'No service credential' } }));
      return;
    }
    const match = /^\/internal\/entitlements\/([^/?]+)$/.exec(request.url ?? '');
    if (stub.mode === 'fail' || !match?.[1]) {
      response.writeHead(500);
      response.end(JSON.stringify({ error: { code: 'internal', message: 'broken' } }));
      return;
    }
    const userId = decodeURIComponent(match[1]);
    const status = stub.statuses.get(userId) ?? 'inactive';
    const entitlement: Entitlement = { userId, status, premium: premiumStatuses.has(status) };
    response.end(JSON.stringify(entitlement));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return stub;
}
