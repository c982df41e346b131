import path from 'node:path';
import { loadServiceConfig } from './config';
import { ConfigError, repositoryRoot } from './environment';

describe('loadServiceConfig', () => {
  it('defaults to the service port, loopback, a SQLite file under data/, info logs and no metrics', () => {
    expect(loadServiceConfig('billing', {})).toEqual({
      service: 'billing',
      port: 4003,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', filename: path.join(repositoryRoot, 'data', 'billing.sqlite') },
      dataDirectory: path.join(repositoryRoot, 'data'),
      logLevel: 'info',
      authJwksUrls: ['http://127.0.0.1:4001/api/auth/jwks.json'],
      authInternalUrls: ['http://127.0.0.1:4001'],
      billingInternalUrls: ['http://127.0.0.1:4003'],
      internalToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      tokenLifetimeSeconds: 900,
      redisUrl: undefined,
      trustedProxies: ['loopback'],
      writesPerMinute: 300,
      metrics: { port: undefined, host: '127.0.0.1' },
    });
    expect(loadServiceConfig('auth', {}).port).toBe(4001);
    expect(loadServiceConfig('content', {}).port).toBe(4002);
  });

  it('reads its own metrics port and the metrics host, and refuses a port that is none', () => {
    const environment = { CONTENT_METRICS_PORT: '9466', AUTH_METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' };
    expect(loadServiceConfig('content', environment).metrics).toEqual({ port: 9466, host: '0.0.0.0' });
    expect(() => loadServiceConfig('billing', { BILLING_METRICS_PORT: 'metrics' })).toThrow(
      'BILLING_METRICS_PORT: must be a port number from 0 to 65535 (got "metrics")',
    );
  });

  it('reads where rate limits are counted, the trusted proxies and the write limit, and refuses bad ones', () => {
    const config = loadServiceConfig('auth', {
      REDIS_URL: 'redis://cache.internal:6379',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7',
      WRITES_PER_MINUTE: '600',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://cache.internal:6379',
      trustedProxies: ['loopback', '10.0.0.0/8', '192.168.1.7'],
      writesPerMinute: 600,
    });
    expect(() => loadServiceConfig('auth', { TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadServiceConfig('auth', { REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads the access token lifetime every service holds tokens to, and refuses a bad one', () => {
    expect(loadServiceConfig('content', { AUTH_TOKEN_LIFETIME_SECONDS: '300' }).tokenLifetimeSeconds).toBe(
      300,
    );
    expect(() => loadServiceConfig('billing', { AUTH_TOKEN_LIFETIME_SECONDS: 'an hour' })).toThrow(
      /AUTH_TOKEN_LIFETIME_SECONDS/,
    );
    expect(() => loadServiceConfig('auth', { AUTH_TOKEN_LIFETIME_SECONDS: '0' })).toThrow(
      /AUTH_TOKEN_LIFETIME_SECONDS/,
    );
  });

  it('reads the service-prefixed variables and the shared ones', () => {
    const config = loadServiceConfig('content', {
      CONTENT_PORT: '5002',
      CONTENT_HOST: '0.0.0.0',
      CONTENT_DATABASE_URL: 'mysql://steady:secret@db:3306/steady_content',
      LOG_LEVEL: 'silent',
      AUTH_JWKS_URL: 'http://auth.internal/api/auth/jwks.json',
      AUTH_INTERNAL_URL: 'http://auth.internal:4001',
      BILLING_INTERNAL_URL: 'http://billing.internal:4003',
    });
    expect(config).toMatchObject({
      port: 5002,
      host: '0.0.0.0',
      database: { dialect: 'mysql', url: 'mysql://steady:secret@db:3306/steady_content' },
      logLevel: 'silent',
      authJwksUrls: ['http://auth.internal/api/auth/jwks.json'],
      authInternalUrls: ['http://auth.internal:4001'],
      billingInternalUrls: ['http://billing.internal:4003'],
    });
  });

  it('reads every instance of auth and billing from AUTH_INTERNAL_URLS and BILLING_INTERNAL_URLS, as the gateway reads AUTH_URLS', () => {
    const config = loadServiceConfig('content', {
      AUTH_INTERNAL_URLS: 'http://auth-1:4001, http://auth-2:4001',
      BILLING_INTERNAL_URLS: 'http://billing-1:4003,http://billing-2:4003',
      BILLING_INTERNAL_URL: 'http://ignored-when-the-list-is-set:4003',
    });
    expect(config.authInternalUrls).toEqual(['http://auth-1:4001', 'http://auth-2:4001']);
    expect(config.authJwksUrls).toEqual([
      'http://auth-1:4001/api/auth/jwks.json',
      'http://auth-2:4001/api/auth/jwks.json',
    ]);
    expect(config.billingInternalUrls).toEqual(['http://billing-1:4003', 'http://billing-2:4003']);
    expect(() => loadServiceConfig('content', { BILLING_INTERNAL_URLS: 'http://a:4003,ftp://b' })).toThrow(
      /BILLING_INTERNAL_URLS/,
    );
  });

  it("keeps every service on loopback when only the gateway's HOST is widened", () => {
    for (const service of ['auth', 'content', 'billing'] as const) {
      expect(loadServiceConfig(service, { HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
    }
    expect(loadServiceConfig('auth', { AUTH_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadServiceConfig('billing', { AUTH_HOST: '10.0.0.5' }).host).toBe('127.0.0.1');
  });

  it('takes the internal credential from INTERNAL_TOKEN, and requires it in production', () => {
    const token = 'a'.repeat(40);
    expect(loadServiceConfig('billing', { INTERNAL_TOKEN: token }).internalToken).toBe(token);
    expect(() => loadServiceConfig('billing', { INTERNAL_TOKEN: 'short' })).toThrow(
      /INTERNAL_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadServiceConfig('billing', { NODE_ENV: 'production' })).toThrow(
      /INTERNAL_TOKEN: is required with NODE_ENV=production/,
    );
  });

  it('derives the internal URLs from AUTH_PORT and BILLING_PORT when only those are moved', () => {
    const config = loadServiceConfig('content', { AUTH_PORT: '5001', BILLING_PORT: '5003' });
    expect(config.authJwksUrls).toEqual(['http://127.0.0.1:5001/api/auth/jwks.json']);
    expect(config.authInternalUrls).toEqual(['http://127.0.0.1:5001']);
    expect(config.billingInternalUrls).toEqual(['http://127.0.0.1:5003']);
  });

  it('accepts an in-memory SQLite database and a DATA_DIR for the default file', () => {
    expect(loadServiceConfig('auth', { AUTH_DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      dialect: 'sqlite',
      filename: ':memory:',
    });
    expect(loadServiceConfig('auth', { DATA_DIR: '/var/lib/steady' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/var/lib/steady/auth.sqlite',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadServiceConfig('auth', { AUTH_PORT: '', LOG_LEVEL: '' })).toMatchObject({
      port: 4001,
      logLevel: 'info',
    });
  });

  it('throws one ConfigError naming every bad variable', () => {
    const load = () =>
      loadServiceConfig('billing', {
        BILLING_PORT: 'eighty',
        BILLING_DATABASE_URL: 'postgres://db/steady',
        LOG_LEVEL: 'loud',
        AUTH_JWKS_URL: 'not a url',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/BILLING_PORT: must be a port number from 0 to 65535 \(got "eighty"\)/);
    expect(load).toThrow(/BILLING_DATABASE_URL: must be a mysql:\/\//);
    expect(load).toThrow(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(load).toThrow(/AUTH_JWKS_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('refuses a port above 65535', () => {
    expect(() => loadServiceConfig('auth', { AUTH_PORT: '70000' })).toThrow(/AUTH_PORT/);
  });
});
