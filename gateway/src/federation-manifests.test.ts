import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadGatewayConfig } from './config';
import { createFederationManifests } from './federation-manifests';

/** A remote deployed on its own host, whose current build declares `routes` (and `version`, if given). */
function startRemoteHost(routes: { current: string[]; version?: string }): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          routes: routes.current,
          buildInfo: { buildVersion: routes.version ?? '1.0.0', buildName: 'mf-tests' },
        },
        exposes: [],
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const waitFor = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('the routes each remote declares', () => {
  const emptyRoot = mkdtempSync(path.join(tmpdir(), 'steady-federation-manifests-'));

  it('come from a remote deployed elsewhere at start, follow its next deploy, and stay while it is down', async () => {
    const routes = { current: ['/short-test'] };
    const host = await startRemoteHost(routes);
    const { remotes } = loadGatewayConfig({
      REMOTE_MF_TESTS_URL: `http://127.0.0.1:${(host.address() as AddressInfo).port}/mf-manifest.json`,
    });
    const federationManifests = createFederationManifests(remotes, emptyRoot, { refreshMs: 50 });
    await federationManifests.ready;
    expect(federationManifests.map().mf_tests.routes).toEqual(['/short-test']);

    routes.current = ['/short-test', '/whats-new'];
    await waitFor(60);
    federationManifests.map();
    await waitFor(100);
    expect(federationManifests.map().mf_tests.routes).toEqual(['/short-test', '/whats-new']);

    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
    await waitFor(60);
    federationManifests.map();
    await waitFor(100);
    expect(federationManifests.map().mf_tests.routes).toEqual(['/short-test', '/whats-new']);
  });

  it('come with the build version the remote’s manifest gives, for error reports', async () => {
    const host = await startRemoteHost({ current: ['/short-test'], version: '3f9a1c2b7d00' });
    const { remotes } = loadGatewayConfig({
      REMOTE_MF_TESTS_URL: `http://127.0.0.1:${(host.address() as AddressInfo).port}/mf-manifest.json`,
    });
    const federationManifests = createFederationManifests(remotes, emptyRoot);
    await federationManifests.ready;
    host.close();
    expect(federationManifests.map().mf_tests).toEqual({
      manifest: remotes.mf_tests,
      routes: ['/short-test'],
      version: '3f9a1c2b7d00',
    });
  });

  it('are none for a remote never reached or never built, and the gateway still starts', async () => {
    const { remotes } = loadGatewayConfig({ REMOTE_MF_TESTS_URL: 'http://127.0.0.1:9/mf-manifest.json' });
    const federationManifests = createFederationManifests(remotes, emptyRoot, { fetchTimeoutMs: 500 });
    await federationManifests.ready;
    expect(federationManifests.map().mf_tests).toEqual({
      manifest: 'http://127.0.0.1:9/mf-manifest.json',
      routes: [],
    });
    expect(federationManifests.map().mf_account.routes).toEqual([]);
  });
});
