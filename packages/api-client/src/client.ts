import type * as z from 'zod/mini';
import { authChannel, authTransitions } from '@steady/bus';
import { apiBasePath, apiErrorBodySchema, isErrorReason } from '@steady/contracts';
import { ApiError } from './api-error';

export interface ApiRequestOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch rejects with `invalid_response` instead of passing bad data on. */
  schema?: Schema;
  signal?: AbortSignal;
}

interface ApiClientSettings {
  baseUrl: string;
  /** Where a rejected session goes; the shell replaces it with a router navigation. */
  onUnauthorized: () => void;
}

const settings: ApiClientSettings = {
  baseUrl: apiBasePath,
  onUnauthorized: () => {
    if (window.location.pathname !== '/login') window.location.assign('/login');
  },
};

export function configureApiClient(overrides: Partial<ApiClientSettings>): void {
  Object.assign(settings, overrides);
}

/**
 * The one fetch wrapper: `/api` base path, JSON in and out, the stored bearer token, and spec §7's
 * rule that a 401 on a signed-in call removes the token and sends the browser to /login.
 */
export async function apiRequest<Schema extends z.ZodMiniType = z.ZodMiniUnknown>(
  path: string,
  options: ApiRequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  const token = authChannel.get().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload, token !== null);
  if (!options.schema) return payload as z.infer<Schema>;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'invalid_response', 'Unexpected response from the server');
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown, sentToken: boolean): ApiError {
  const body = apiErrorBodySchema.safeParse(payload);
  const { reason } = body.success ? body.data.error : {};
  const error = body.success
    ? new ApiError(
        status,
        body.data.error.code,
        body.data.error.message,
        body.data.error.fields,
        isErrorReason(reason) ? reason : undefined,
      )
    : new ApiError(
        status,
        status >= 500 ? 'service_unavailable' : 'bad_request',
        `Request failed (${status})`,
      );
  if (status === 401 && sentToken) {
    authChannel.set(authTransitions.signedOut);
    settings.onUnauthorized();
  }
  return error;
}
