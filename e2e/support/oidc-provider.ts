import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from './static-server';

/** The part of oidc-provider's API this file uses (the package ships no type declarations). */
interface OidcProviderConstructor {
  new (
    issuer: string,
    configuration: Record<string, unknown>,
  ): { callback(): (request: IncomingMessage, response: ServerResponse) => void };
}

// oidc-provider is an ES module without types; Playwright loads specs as CommonJS, and Node ≥ 20.19 can require it.
const { Provider } = require('oidc-provider') as { Provider: OidcProviderConstructor };

const issuerOf = (port: number) => `http://127.0.0.1:${port}`;

const testGoogleClient = { id: 'steady-e2e', secret: 'steady-e2e-secret' } as const;

/** The name every account of this provider has, so a spec can recognise it in the app. */
export const providerAccountName = 'Gabriel Google';

/**
 * A real OpenID provider on loopback standing in for Google: its development login page accepts any login
 * (used as the account's email) and password, then asks for consent. `redirectUri` is the app's callback.
 */
export async function startOidcProvider(port: number, redirectUri: string) {
  const provider = new Provider(issuerOf(port), {
    clients: [
      {
        client_id: testGoogleClient.id,
        client_secret: testGoogleClient.secret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // How passport-oauth2 sends the client's credentials.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // passport-google-oauth20 reads OpenID claims from a URL ending in /userinfo, as Google's does.
    routes: { userinfo: '/userinfo' },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_context: unknown, login: string) => ({
      accountId: login,
      claims: async () => ({ sub: login, email: login, email_verified: true, name: providerAccountName }),
    }),
    cookies: { keys: ['steady-e2e-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { stop: () => closeServer(server) };
}

/**
 * The auth service's GOOGLE_* variables for a provider on `port`. The port is chosen before either starts:
 * the stack needs these, and the provider needs the stack's callback URL.
 */
export function oidcProviderEnvironment(port: number) {
  const issuer = issuerOf(port);
  return {
    GOOGLE_CLIENT_ID: testGoogleClient.id,
    GOOGLE_CLIENT_SECRET: testGoogleClient.secret,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/auth`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  };
}
