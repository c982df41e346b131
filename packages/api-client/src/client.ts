import type * as z from 'zod/mini';
import { authChannel, authCommands } from '@steady/bus';
import {
  apiBasePath,
  apiErrorBodySchema,
  idempotencyKeyHeader,
  isErrorReason,
  type ReturnState,
} from '@steady/contracts';
import { ApiError } from './api-error';
import { sessionEndedNotice } from './session-ended-notice';
import { RefreshUnavailableError, renewSession } from './session-refresh';

export interface ApiRequestOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch rejects with `invalid_response` instead of passing bad data on. */
  schema?: Schema;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server applies a write once however often it arrives with this key. */
  idempotencyKey?: string;
}

interface ApiClientSettings {
  baseUrl: string;
  /**
   * Where an ended session goes, with the page to come back to; the shell replaces it with a router
   * navigation that carries that state to /login.
   */
  onUnauthorized: (state: ReturnState) => void;
}

const settings: ApiClientSettings = {
  baseUrl: apiBasePath,
  onUnauthorized: () => {
    if (window.location.pathname !== '/login') window.location.assign('/login');
  },
};

/** A 401 about the session itself, not e.g. a wrong password on a form. */
const endsSession = (reason: string | undefined) =>
  reason === undefined || reason === 'session_expired' || reason === 'sign_in_required';

export function configureApiClient(overrides: Partial<ApiClientSettings>): void {
  Object.assign(settings, overrides);
}

async function send(path: string, options: ApiRequestOptions<z.ZodMiniType>, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A Blob (a photo) goes as it is, with its own type; anything else as JSON.
  const rawBody = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined)
    headers['Content-Type'] = rawBody ? rawBody.type || 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[idempotencyKeyHeader] = options.idempotencyKey;
  try {
    return await fetch(`${settings.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
}

/** The access token after a 401: renewed by the refresh step, or null when the session has ended. */
async function renewedToken(staleToken: string): Promise<string | null> {
  try {
    return await renewSession(settings.baseUrl, staleToken);
  } catch (error) {
    if (error instanceof RefreshUnavailableError)
      throw new ApiError(0, 'network_error', 'The server could not be reached');
    throw error;
  }
}

/**
 * The one fetch wrapper: `/api` base path, JSON in and out, the stored bearer token. A signed-in call
 * answered 401 renews the session once and is retried; only when the session has truly ended is the
 * token removed and the browser sent to /login ("Your session ended"), remembering where it was.
 */
export async function apiRequest<Schema extends z.ZodMiniType = z.ZodMiniUnknown>(
  path: string,
  options: ApiRequestOptions<Schema> = {},
): Promise<z.infer<Schema>> {
  let token = authChannel.get().token;
  const sentToken = token !== null;
  let response = await send(path, options, token);
  let payload = await readJson(response);
  if (response.status === 401 && token !== null && endsSession(reasonOf(payload))) {
    token = await renewedToken(token);
    if (token !== null) {
      response = await send(path, options, token);
      payload = await readJson(response);
    }
  }
  if (!response.ok) throw toApiError(response.status, payload, sentToken);
  if (!options.schema) return payload as z.infer<Schema>;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'invalid_response', 'Unexpected response from the server');
  return parsed.data;
}

/**
 * A signed-in request whose answer is bytes (the profile photo, the clinician summary's PDF), with the same
 * errors as `apiRequest`; a `body` is sent as JSON.
 */
export async function apiBlobRequest(
  path: string,
  options: { signal?: AbortSignal; method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Blob> {
  const token = authChannel.get().token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
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
  if (!response.ok) throw toApiError(response.status, await readJson(response), token !== null);
  return response.blob();
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function reasonOf(payload: unknown): string | undefined {
  const body = apiErrorBodySchema.safeParse(payload);
  return body.success ? body.data.error.reason : undefined;
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
  if (status === 401 && sentToken && endsSession(reason)) {
    sessionEndedNotice.mark();
    authCommands.signedOut();
    const { pathname, search } = window.location;
    settings.onUnauthorized({ from: `${pathname}${search}`, sessionEnded: true });
  }
  return error;
}
