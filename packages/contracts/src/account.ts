// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { minimumPasswordLength, validationMessages } from './auth';
import { historyRecordSchema } from './history';
import { journalEntrySchema } from './journal';

/** Self-service on the profile: password, name, photo, health-data consent, export and deletion (issue 14). */

const newPasswordField = z
  .string({ error: validationMessages.required })
  .check(
    z.minLength(1, validationMessages.required),
    z.minLength(minimumPasswordLength, validationMessages.passwordLength),
    z.maxLength(200, validationMessages.tooLong),
  );

const currentPasswordField = z
  .string({ error: validationMessages.required })
  .check(z.minLength(1, validationMessages.required), z.maxLength(200, validationMessages.tooLong));

/** `POST /api/auth/password/change` */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `PATCH /api/auth/profile` */
export const updateProfileRequestSchema = z.object({
  name: z
    .string({ error: validationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.maxLength(100, validationMessages.tooLong),
    ),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `PUT /api/auth/profile/photo` takes the image itself as the body; `GET` answers it to its owner only. */
export const profilePhotoPath = '/api/auth/profile/photo';
export const profilePhotoLimits = {
  maximumBytes: 2 * 1024 * 1024,
  /** Stored as a square of this many pixels, cropped to cover. */
  side: 256,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** `DELETE /api/user/account` */
export const deleteAccountRequestSchema = z.object({ password: currentPasswordField });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `GET` and `PUT /api/auth/consents/health`: whether test answers and journal entries may be stored. */
export const healthConsentPath = '/api/auth/consents/health';
export const healthConsentSchema = z.object({
  granted: z.boolean(),
  /** When it was given; null when never given or revoked. */
  grantedAt: z.nullable(z.string()),
});
export type HealthConsent = z.infer<typeof healthConsentSchema>;
/** Auth's internal answer to content: may this user's test answers be stored? */
export const internalHealthConsentPath = (userId: string) =>
  `/internal/users/${encodeURIComponent(userId)}/health-consent`;
export const updateHealthConsentRequestSchema = z.object({ granted: z.boolean() });
export type UpdateHealthConsentRequest = z.infer<typeof updateHealthConsentRequestSchema>;

/** What content holds about one user, as its internal API answers it for the export. */
export const contentUserDataSchema = z.object({
  likes: z.array(z.object({ techniqueId: z.string(), likedAt: z.string() })),
  adhdTestResults: z.array(
    z.object({
      id: z.string(),
      score: z.number(),
      range: z.string(),
      answers: z.unknown(),
      scaleVersion: z.number(),
      takenAt: z.string(),
    }),
  ),
  savedMixes: z.array(
    z.object({ id: z.string(), name: z.string(), tracks: z.unknown(), createdAt: z.string() }),
  ),
});
export type ContentUserData = z.infer<typeof contentUserDataSchema>;

/** What billing holds about one user (null: never subscribed). */
export const billingUserDataSchema = z.object({
  subscription: z.nullable(
    z.object({
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.nullable(z.string()),
      canceledAt: z.nullable(z.string()),
      subscribedAt: z.nullable(z.string()),
      stripeCustomerId: z.nullable(z.string()),
      stripeSubscriptionId: z.nullable(z.string()),
    }),
  ),
});
export type BillingUserData = z.infer<typeof billingUserDataSchema>;

/** Internal paths each service answers for one user's data: GET exports it, DELETE erases it. */
export const internalUserDataPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/data`;

/** `GET /api/user/export`: everything Steady holds about the signed-in user, from all three services. */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    memberSince: z.string(),
    signsInWithGoogle: z.boolean(),
    hasUploadedPhoto: z.boolean(),
    termsAcceptedAt: z.nullable(z.string()),
    healthDataConsentAt: z.nullable(z.string()),
  }),
  progress: z.unknown(),
  settings: z.unknown(),
  history: z.array(historyRecordSchema),
  /** Each completed technique, with the day it counted for and the XP it earned. */
  techniqueCompletions: z.array(z.unknown()),
  journal: z.array(journalEntrySchema),
  content: contentUserDataSchema,
  billing: billingUserDataSchema,
});
export type UserExport = z.infer<typeof userExportSchema>;
