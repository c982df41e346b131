// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { minimumPasswordLength, personNameSchema, validationMessages } from './auth';

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
export const updateProfileRequestSchema = z.object({ name: personNameSchema });
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
