import { ConfigError, loadServiceConfig } from '@steady/service-common';
import { googleDefaultEndpoints, loadAuthSettings } from './settings';

const serviceConfig = loadServiceConfig('auth', {});

describe('auth settings from the environment', () => {
  it('has no Google sign-in, no public URL and one-hour tokens by default', () => {
    expect(loadAuthSettings(serviceConfig, {})).toMatchObject({
      google: null,
      publicUrl: null,
      tokenLifetimeSeconds: 3600,
      billingInternalUrl: 'http://127.0.0.1:4003',
    });
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
  });
});
