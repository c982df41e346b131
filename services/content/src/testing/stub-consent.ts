import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthConsent } from '@steady/contracts';

export interface StubConsent {
  url: string;
  /** Users who have not consented to health data being stored (everyone else has). */
  refusedUsers: Set<string>;
  close(): Promise<void>;
}

/** Stands in for the auth service's internal health-consent answer on a local port. */
export async function startStubConsent(): Promise<StubConsent> {
  const refusedUsers = new Set<string>();
  const server = createServer((request, response) => {
    const match = /^\/internal\/users\/([^/?]+)\/health-consent$/.exec(request.url ?? '');
    const userId = decodeURIComponent(match?.[1] ?? '');
    const granted = match !== null && !refusedUsers.has(userId);
    const consent: HealthConsent = { granted, grantedAt: granted ? '2026-03-01T10:00:00.000Z' : null };
    response.writeHead(match ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(consent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refusedUsers,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
