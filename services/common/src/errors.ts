import type { ApiErrorBody, ErrorCode, ErrorReason } from '@steady/contracts';

export type FieldMessages = Record<string, string>;

/**
 * What an error says beyond its status and code: the specific `reason` a user may meet (the browser shows
 * its own text for it, in the reader's language) and per-field messages for a form.
 */
interface ErrorDetails {
  reason?: ErrorReason;
  fields?: FieldMessages;
}

/** An error whose status, code, reason and message are safe to show to the client as they are. */
export class HttpError extends Error {
  readonly reason?: ErrorReason;
  readonly fields?: FieldMessages;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.reason = details.reason;
    this.fields = details.fields;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.reason ? { reason: this.reason } : {}),
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new HttpError(400, 'bad_request', message, details);

export const validationFailed = (message: string, details: ErrorDetails & { fields: FieldMessages }) =>
  new HttpError(400, 'validation_failed', message, details);

export const unauthorized = (
  message = 'Authentication required',
  details: ErrorDetails = { reason: 'sign_in_required' },
) => new HttpError(401, 'unauthorized', message, details);

export const forbidden = (message = 'You do not have access to this', details?: ErrorDetails) =>
  new HttpError(403, 'forbidden', message, details);

export const notFound = (message = 'Not found', details?: ErrorDetails) =>
  new HttpError(404, 'not_found', message, details);

export const conflict = (message: string, details?: ErrorDetails) =>
  new HttpError(409, 'conflict', message, details);

export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);

export const notConfigured = (message: string, details?: ErrorDetails) =>
  new HttpError(503, 'not_configured', message, details);

export const serviceUnavailable = (message: string, details?: ErrorDetails) =>
  new HttpError(503, 'service_unavailable', message, details);

export const internalError = () =>
  new HttpError(500, 'internal', 'Something went wrong on our side. Please try again later.');
