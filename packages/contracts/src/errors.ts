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
  'gateway_timeout',
  'internal',
] as const;
const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * What exactly went wrong, for every error a user can meet: stable names the browser turns into catalog
 * texts in the reader's language (the `message` beside it is English, for logs and developers). `code`
 * stays the broad kind, so a client that does not know a newer reason still says something fitting.
 */
export const errorReasons = [
  // auth
  'email_taken',
  'invalid_credentials',
  'session_expired',
  'sign_in_required',
  'too_many_sign_in_attempts',
  'too_many_registrations',
  'sign_in_check_unavailable',
  'google_sign_in_not_configured',
  'guest_progress_already_claimed',
  'guest_progress_claim_too_late',
  'history_record_not_found',
  'premium_required',
  'journal_entry_not_found',
  'terms_not_accepted',
  'wrong_current_password',
  'wrong_password',
  'photo_not_an_image',
  'photo_too_large',
  'health_consent_required',
  'account_data_unavailable',
  'too_many_mail_requests',
  'mail_link_invalid',
  'email_unchanged',
  'reminder_not_found',
  'reminder_limit_reached',
  'push_service_not_allowed',
  'push_subscription_taken',
  'nudge_not_found',
  'nudge_expired',
  'too_many_support_requests',
  'trusted_person_exists',
  'trusted_person_not_found',
  'trusted_person_not_agreed',
  'trusted_message_limit_reached',
  'summary_period_invalid',
  'medication_not_found',
  'medication_dose_not_found',
  'medication_limit_reached',
  // content
  'unknown_state',
  'unknown_technique',
  'adhd_test_incomplete',
  'adhd_result_not_found',
  'short_test_answers_invalid',
  'unknown_sound',
  'no_audio_for_state',
  'mix_sound_repeated',
  'saved_mix_limit_reached',
  'saved_mix_not_found',
  // billing
  'already_subscribed',
  'payment_overdue',
  'nothing_to_cancel',
  'subscription_not_created',
  'subscription_not_cancelled',
  'nothing_to_pause',
  'not_paused',
  'subscription_not_paused',
  'subscription_not_resumed',
  'payments_unavailable',
  // every service: a write sent with an Idempotency-Key
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotent_request_in_progress',
] as const;
const errorReasonSchema = z.enum(errorReasons);
export type ErrorReason = z.infer<typeof errorReasonSchema>;

export function isErrorReason(value: unknown): value is ErrorReason {
  return errorReasonSchema.safeParse(value).success;
}

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** One of `errorReasons`; a plain string here so a reason newer than this client does not void the body. */
    reason: z.optional(z.string()),
    /** Per-field messages for a form, keyed by field name. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
