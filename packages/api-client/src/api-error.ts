import type { ErrorCode, ErrorReason } from '@steady/contracts';

/** `network_error`: the request never got an answer (offline, gateway down). */
export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response';

/**
 * The one error every API call rejects with. `message` is the server's English text when it sent one, for
 * logs; what the user reads comes from `reason` (or `code`) through the catalogs.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The specific reason the server gave, when this client knows it. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the service behind the call is down or unreachable, so the user should try again later. */
  get isUnavailable(): boolean {
    return ['service_unavailable', 'gateway_timeout', 'network_error', 'bad_gateway'].includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
