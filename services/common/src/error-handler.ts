import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorCode } from '@steady/contracts';
import { HttpError, badRequest, internalError, notFound, payloadTooLarge } from './errors';

/** The shape of errors raised by body-parser and the router (http-errors): a status and, for 4xx, exposable. */
interface ClientRequestError {
  status: number;
  expose: boolean;
  type?: string;
  message: string;
}

function isClientRequestError(error: unknown): error is ClientRequestError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ClientRequestError>;
  return (
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    candidate.expose === true
  );
}

const codeByStatus: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

/** The answer a known error becomes; undefined for an unexpected one (answered with a generic 500). */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  // A request is validated by parseBody/parseQuery/parseParams, which answer 400 themselves; a ZodError
  // that reaches here is about data the service trusted (a stored row, another service's answer): a 500.
  // The router's 400 for a path parameter with a broken %-escape (`/files/%E0%A4%A`) carries no `expose` flag.
  if (error instanceof URIError) return badRequest('The address has a malformed %-escape.');
  if (!isClientRequestError(error)) return undefined;
  if (error.type === 'entity.parse.failed') return badRequest('Request body is not valid JSON');
  if (error.type === 'entity.too.large') return payloadTooLarge('Request body is too large');
  return new HttpError(error.status, codeByStatus[error.status] ?? 'bad_request', error.message);
}

/** Answers every route nobody registered. */
export const notFoundHandler: RequestHandler = (request) => {
  throw notFound(`No route for ${request.method} ${request.baseUrl}${request.path}`);
};

/**
 * The one place errors become responses: `{ error: { code, message, fields? } }`. Anything unexpected is
 * logged with its request id and answered with a generic 500, never with its message or stack.
 */
export const errorHandler: ErrorRequestHandler = (error, request, response, next) => {
  if (response.headersSent) {
    next(error);
    return;
  }
  const known = toHttpError(error);
  if (!known) request.log.error({ err: error }, 'Unhandled error');
  const answer = known ?? internalError();
  response.status(answer.status).json(answer.toBody());
};
