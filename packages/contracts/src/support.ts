// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { validationMessages } from './auth';

/** What a support request can be about; the form offers exactly these. */
export const supportTopics = ['account', 'premium_billing', 'techniques_audio', 'problem', 'other'] as const;
const supportTopicSchema = z.enum(supportTopics, { error: validationMessages.required });
export type SupportTopic = z.infer<typeof supportTopicSchema>;

export const supportMessageMaximumLength = 4000;

/**
 * The reply times we promise, in business days: Premium's priority support, and everyone else. The
 * confirmation, /premium and /support all render these figures, so they never disagree.
 */
export const supportReplyBusinessDays = { priority: 1, standard: 3 } as const;

/** `POST /api/user/support-requests` (signed in) → 201 `SupportRequestReceipt`. */
export const supportRequestSchema = z.object({
  topic: supportTopicSchema,
  message: z
    .string({ error: validationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.maxLength(supportMessageMaximumLength, validationMessages.tooLong),
    ),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestReceiptSchema = z.object({
  id: z.number(),
  /** Premium requests are answered first. */
  priority: z.boolean(),
  replyWithinBusinessDays: z.number(),
});
export type SupportRequestReceipt = z.infer<typeof supportRequestReceiptSchema>;
