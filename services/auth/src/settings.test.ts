import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadServiceConfig } from '@steady/service-common';
import { googleDefaultEndpoints, loadAuthSettings } from './settings';

// Its own data folder: outside production the key encryption secret is generated there.
const serviceConfig = loadServiceConfig('auth', {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steady-auth-settings-')),
});

describe('auth settings from the environment', () => {
  it('has no Google sign-in, no public URL, 15-minute access tokens and 30-day sessions by default', () => {
    expect(loadAuthSettings(serviceConfig, {})).toMatchObject({
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
      loadAuthSettings(serviceConfig, {
        CONTENT_INTERNAL_URLS: 'http://content-1:4002, http://content-2:4002',
      }).contentInternalUrls,
    ).toEqual(['http://content-1:4002', 'http://content-2:4002']);
    expect(
      loadAuthSettings(serviceConfig, { CONTENT_INTERNAL_URL: 'http://content:4002' }).contentInternalUrls,
    ).toEqual(['http://content:4002']);
    expect(() => loadAuthSettings(serviceConfig, { CONTENT_INTERNAL_URLS: 'ftp://content' })).toThrow(
      /CONTENT_INTERNAL_URLS/,
    );
  });

  it("turns Google on with a client id and secret, at Google's own endpoints unless told otherwise", () => {
    const settings = loadAuthSettings(serviceConfig, {
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

  it('refuses half a Google configuration, a userinfo URL that is not one, and a bad token lifetime', () => {
    expect(() => loadAuthSettings(serviceConfig, { GOOGLE_CLIENT_ID: 'client' })).toThrow(ConfigError);
    expect(() => loadAuthSettings(serviceConfig, { GOOGLE_USERINFO_URL: 'http://127.0.0.1/me' })).toThrow(
      /GOOGLE_USERINFO_URL/,
    );
    expect(() => loadAuthSettings(serviceConfig, { AUTH_TOKEN_LIFETIME_SECONDS: 'an hour' })).toThrow(
      /AUTH_TOKEN_LIFETIME_SECONDS/,
    );
    expect(() => loadAuthSettings(serviceConfig, { AUTH_REFRESH_LIFETIME_SECONDS: '0' })).toThrow(
      /AUTH_REFRESH_LIFETIME_SECONDS/,
    );
  });

  it('takes the access and session lifetimes from the environment (end-to-end tests use seconds)', () => {
    expect(
      loadAuthSettings(serviceConfig, {
        AUTH_TOKEN_LIFETIME_SECONDS: '3',
        AUTH_REFRESH_LIFETIME_SECONDS: '600',
      }),
    ).toMatchObject({ tokenLifetimeSeconds: 3, refreshLifetimeSeconds: 600 });
  });
});
