import type { ApiErrorBody, ErrorCode } from '@steady/contracts';

export type FieldMessages = Record<string, string>;

/** An error whose status, code and message are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: FieldMessages) =>
  new HttpError(400, 'bad_request', message, fields);

export const validationFailed = (message: string, fields: FieldMessages) =>
  new HttpError(400, 'validation_failed', message, fields);

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, 'unauthorized', message);

export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, 'forbidden', message);

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

export const conflict = (message: string, fields?: FieldMessages) =>
  new HttpError(409, 'conflict', message, fields);

export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);

export const notConfigured = (message: string) => new HttpError(503, 'not_configured', message);

export const serviceUnavailable = (message: string) => new HttpError(503, 'service_unavailable', message);

export const internalError = () =>
  new HttpError(500, 'internal', 'Something went wrong on our side. Please try again later.');
