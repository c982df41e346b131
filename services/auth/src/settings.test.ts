import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadServiceConfig } from '@steady/service-common';
import { googleDefaultEndpoints, loadAuthSettings } from './settings';

// Its own data folder: outside production the key encryption secret is generated there.
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'steady-auth-settings-'));
const serviceConfig = loadServiceConfig('auth', { DATA_DIR: dataDirectory });

/** Auth's settings as `npm start` gives them: the local outbox instead of an SMTP server. */
const load = (env: NodeJS.ProcessEnv = {}) =>
  loadAuthSettings(serviceConfig, { LOCAL_OUTBOX: '1', DATA_DIR: dataDirectory, ...env });

describe('auth settings from the environment', () => {
  it('has no Google sign-in, no public URL, 15-minute access tokens and 30-day sessions by default', () => {
    expect(load()).toMatchObject({
      google: null,
      publicUrl: 'http://localhost:8080',
      tokenLifetimeSeconds: 900,
      refreshLifetimeSeconds: 2_592_000,
      billingInternalUrls: ['http://127.0.0.1:4003'],
      contentInternalUrls: ['http://127.0.0.1:4002'],
    });
  });

  it('reaches every content instance listed in CONTENT_INTERNAL_URLS, as the gateway reads CONTENT_URLS', () => {
    expect(
      load({
        CONTENT_INTERNAL_URLS: 'http://content-1:4002, http://content-2:4002',
      }).contentInternalUrls,
    ).toEqual(['http://content-1:4002', 'http://content-2:4002']);
    expect(load({ CONTENT_INTERNAL_URL: 'http://content:4002' }).contentInternalUrls).toEqual([
      'http://content:4002',
    ]);
    expect(() => load({ CONTENT_INTERNAL_URLS: 'ftp://content' })).toThrow(/CONTENT_INTERNAL_URLS/);
  });

  it("turns Google on with a client id and secret, at Google's own endpoints unless told otherwise", () => {
    const settings = load({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:5000/token',
      PUBLIC_URL: 'https://steady.example/',
    });
    expect(settings.google).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      authorizationUrl: googleDefaultEndpoints.authorizationUrl,
      tokenUrl: 'http://127.0.0.1:5000/token',
      userInfoUrl: googleDefaultEndpoints.userInfoUrl,
    });
    expect(settings.publicUrl).toBe('https://steady.example');
  });

  it('refuses half a Google configuration, a userinfo URL that is not one, and a bad session lifetime', () => {
    expect(() => load({ GOOGLE_CLIENT_ID: 'client' })).toThrow(ConfigError);
    expect(() => load({ GOOGLE_USERINFO_URL: 'http://127.0.0.1/me' })).toThrow(/GOOGLE_USERINFO_URL/);
    expect(() => load({ AUTH_REFRESH_LIFETIME_SECONDS: '0' })).toThrow(/AUTH_REFRESH_LIFETIME_SECONDS/);
  });

  it('takes the access and session lifetimes from the environment (end-to-end tests use seconds)', () => {
    const env = {
      DATA_DIR: dataDirectory,
      AUTH_TOKEN_LIFETIME_SECONDS: '3',
      AUTH_REFRESH_LIFETIME_SECONDS: '600',
    };
    expect(loadAuthSettings(loadServiceConfig('auth', env), { ...env, LOCAL_OUTBOX: '1' })).toMatchObject({
      tokenLifetimeSeconds: 3,
      refreshLifetimeSeconds: 600,
    });
  });

  it('refuses to start in production without SMTP_URL, naming it', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://steady.example',
      KEY_ENCRYPTION_SECRET: 'a key encryption secret of at least 32 characters',
    };
    expect(() => loadAuthSettings(serviceConfig, production)).toThrow(
      /SMTP_URL: is required with NODE_ENV=production/,
    );
    expect(() => loadAuthSettings(serviceConfig, { ...production, LOCAL_OUTBOX: '1' })).toThrow(
      /LOCAL_OUTBOX/,
    );
    expect(
      loadAuthSettings(serviceConfig, { ...production, SMTP_URL: 'smtp://mail.example.com:587' }).mail
        .transport,
    ).toEqual({ kind: 'smtp', url: 'smtp://mail.example.com:587' });
  });
});
