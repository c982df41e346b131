// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { minimumPasswordLength, validationMessages } from './auth';
import { languageSchema } from './domain';

/** How long a password reset link works, and a link to confirm a new email address. */
export const passwordResetLinkMinutes = 30;
export const emailChangeLinkHours = 24;

/** The pages the mailed links open (mf-account owns them; see remotes.ts). */
export const mailLinkPaths = {
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
} as const;
/** The query parameter holding the token in a mailed link. */
export const mailLinkTokenParameter = 'token';

const emailField = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.maxLength(255, validationMessages.tooLong),
    ),
  z.email({ error: validationMessages.emailFormat }),
);

const newPasswordField = z
  .string({ error: validationMessages.required })
  .check(
    z.minLength(1, validationMessages.required),
    z.minLength(minimumPasswordLength, validationMessages.passwordLength),
    z.maxLength(200, validationMessages.tooLong),
  );

/** A mailed token: 43 base64url characters (32 random bytes). */
const mailedTokenField = z.string({ error: validationMessages.required }).check(z.regex(/^[\w-]{43}$/));

/** `POST /api/auth/password/forgot` → 202 `{ accepted: true }`, the same whether the email has an account. */
export const forgotPasswordRequestSchema = z.object({
  email: emailField,
  /** The language the mail is written in: the reader's, as the app shows it. */
  language: z.optional(languageSchema),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const mailAcceptedResponseSchema = z.object({ accepted: z.literal(true) });
export type MailAcceptedResponse = z.infer<typeof mailAcceptedResponseSchema>;

/** `POST /api/auth/password/reset` → 200 `{ token }`: the user is signed in with the new password. */
export const resetPasswordRequestSchema = z.object({ token: mailedTokenField, password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string({ error: validationMessages.required }) })
  .check(
    z.refine((form) => form.confirmPassword === form.password, {
      message: validationMessages.passwordMatch,
      path: ['confirmPassword'],
    }),
  );

/**
 * `POST /api/auth/email/change` (signed in) → 202 `{ accepted: true }`: a link goes to the new address, and
 * the email changes only when it is opened. The current password is asked when the account has one.
 */
export const changeEmailRequestSchema = z.object({
  newEmail: emailField,
  currentPassword: z.optional(z.string().check(z.maxLength(200, validationMessages.tooLong))),
  language: z.optional(languageSchema),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** `POST /api/auth/email/confirm` → 200 `{ email }`, the account's email from now on. */
export const confirmEmailRequestSchema = z.object({
  token: mailedTokenField,
  /** The language of the notice mailed to the old address. */
  language: z.optional(languageSchema),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** `GET /internal/users/:userId/contact` (auth, service to service): where to write to a user. */
export const userContactSchema = z.object({ email: z.string(), name: z.string() });
export type UserContact = z.infer<typeof userContactSchema>;
