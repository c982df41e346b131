import { apiRequest } from '@steady/api-client';
import {
  authProvidersSchema,
  googleSignInQuery,
  loginResponseSchema,
  registerResponseSchema,
  type AuthProviders,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@steady/contracts';

export const registerAccount = (request: RegisterRequest): Promise<RegisterResponse> =>
  apiRequest('/auth/register', { method: 'POST', body: request, schema: registerResponseSchema });

export const logIn = (request: LoginRequest): Promise<LoginResponse> =>
  apiRequest('/auth/login', { method: 'POST', body: request, schema: loginResponseSchema });

export const fetchAuthProviders = (): Promise<AuthProviders> =>
  apiRequest('/auth/providers', { schema: authProvidersSchema });

/**
 * A full-page navigation, not a router link: the sign-in continues at Google and comes back to the server,
 * which returns the reader to `returnTo` and creates a new account only when `acceptedTerms` is set.
 */
export function googleSignInUrl(returnTo: string, acceptedTerms: boolean): string {
  const query = new URLSearchParams({ [googleSignInQuery.returnTo]: returnTo });
  if (acceptedTerms) query.set(googleSignInQuery.acceptedTerms, '1');
  return `/api/auth/google?${query}`;
}
