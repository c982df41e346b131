// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/** Every error any service or the gateway answers with: `{ "error": { "code", "message", "fields"? } }`. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'not_configured',
  'bad_gateway',
  'service_unavailable',
  'internal',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Per-field messages for a form, keyed by field name. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
