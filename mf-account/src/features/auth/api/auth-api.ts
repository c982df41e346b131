import { apiRequest } from '@steady/api-client';
import {
  authProvidersSchema,
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

/** A full-page navigation, not a router link: the sign-in continues at Google and comes back to the server. */
export const googleSignInUrl = '/api/auth/google';
