import request from 'supertest';
import { remoteNames, remotesMapSchema } from '@steady/contracts';
import { ConfigError, createLogger } from '@steady/service-common';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

const logger = createLogger({ name: 'gateway', level: 'silent' });

async function remotesJson(env: NodeJS.ProcessEnv) {
  const gateway = buildGateway(loadGatewayConfig({ LOG_LEVEL: 'silent', ...env }), logger);
  const response = await request(gateway.app).get('/remotes.json');
  gateway.close();
  return response;
}

describe('GET /remotes.json', () => {
  it('points every remote at the build the gateway serves, uncached', async () => {
    const response = await remotesJson({});
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const remotes = remotesMapSchema.parse(response.body);
    expect(
      Object.fromEntries(Object.entries(remotes).map(([name, { manifest }]) => [name, manifest])),
    ).toEqual(Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`])));
    expect(remotes.mf_tests.manifest).toBe('/remotes/mf_tests/mf-manifest.json');
  });

  it('uses REMOTE_<NAME>_URL as the full manifest URL of that remote only', async () => {
    const response = await remotesJson({
      REMOTE_MF_TESTS_URL: 'https://cdn.example.com/mf-tests/v42/mf-manifest.json',
    });
    expect(response.body).toMatchObject({
      mf_tests: { manifest: 'https://cdn.example.com/mf-tests/v42/mf-manifest.json' },
      mf_account: { manifest: '/remotes/mf_account/mf-manifest.json' },
    });
  });

  it('lets pages load scripts, styles and manifests from an overridden remote’s origin', async () => {
    const gateway = buildGateway(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        REMOTE_MF_ACCOUNT_URL: 'http://localhost:3004/mf-manifest.json',
      }),
      logger,
    );
    const response = await request(gateway.app).get('/login');
    gateway.close();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' [^;]*http:\/\/localhost:3004/);
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:3004/);
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline' http:\/\/localhost:3004/);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('refuses an override that is neither an http(s) URL nor a path', () => {
    expect(() => loadGatewayConfig({ REMOTE_MF_TESTS_URL: 'cdn.example.com/mf-manifest.json' })).toThrow(
      ConfigError,
    );
    expect(() => loadGatewayConfig({ REMOTE_MF_TESTS_URL: 'javascript:alert(1)' })).toThrow(
      /REMOTE_MF_TESTS_URL/,
    );
  });
});
