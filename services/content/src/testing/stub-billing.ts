import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Entitlement } from '@steady/contracts';

export interface StubBilling {
  url: string;
  /** Users whose entitlement is active. */
  premiumUsers: Set<string>;
  /** How billing behaves: answers, answers 500, or never answers (a hung service). */
  mode: 'answer' | 'fail' | 'hang';
  requests: string[];
  close(): Promise<void>;
}

/** Stands in for billing's internal entitlement endpoint on a local port. */
export async function startStubBilling(): Promise<StubBilling> {
  const stub = { premiumUsers: new Set<string>(), mode: 'answer', requests: [] as string[] } as StubBilling;
  const server = createServer((request, response) => {
    stub.requests.push(request.url ?? '');
    if (stub.mode === 'hang') return;
    const match = /^\/internal\/entitlements\/([^/?]+)$/.exec(request.url ?? '');
    if (stub.mode === 'fail' || !match?.[1]) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'internal', message: 'broken' } }));
      return;
    }
    const userId = decodeURIComponent(match[1]);
    const premium = stub.premiumUsers.has(userId);
    const entitlement: Entitlement = { userId, status: premium ? 'active' : 'inactive', premium };
    response.writeHead(200, { 'content-type': 'application/json' });
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
