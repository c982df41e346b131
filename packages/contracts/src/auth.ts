// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { userSchema } from './user';

/** The longest name registering and the profile take. */
export const personNameMaximumLength = 100;

/** Spec §5 messages, shared by the forms (client) and the auth service (server) so they never differ. */
export const validationMessages = {
  required: 'This field is required',
  emailFormat: 'Invalid email format',
  passwordLength: 'Password must be at least 6 characters',
  passwordMatch: 'Passwords do not match',
  /** Not in the spec: the limits that keep a field storable (name 100, email 255, password 200). */
  tooLong: 'This is too long',
  nameTooLong: `A name can be at most ${personNameMaximumLength} characters`,
  /** Not in the spec: a name is one line, so it cannot add lines to the mails it appears in. */
  invisibleCharacters: 'Please remove line breaks and other invisible characters',
  termsRequired: 'Please confirm that you are 18 or older and agree to the Terms and the Privacy Policy',
} as const;

export const minimumPasswordLength = 6;

const requiredText = (maximumLength: number, tooLong: string = validationMessages.tooLong) =>
  z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.minLength(1, validationMessages.required), z.maxLength(maximumLength, tooLong));

export const emailField = z.pipe(requiredText(255), z.email({ error: validationMessages.emailFormat }));

/** Control characters (line breaks, tabs, escapes) and the Unicode line and paragraph separators. */
export const invisibleCharacters = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A person's name, as registering and the profile take it: one line of at most 100 characters. */
export const personNameSchema = requiredText(personNameMaximumLength, validationMessages.nameTooLong).check(
  z.refine((name) => !invisibleCharacters.test(name), validationMessages.invisibleCharacters),
);

/** `POST /api/auth/register` */
export const registerRequestSchema = z.object({
  name: personNameSchema,
  email: emailField,
  password: z
    .string({ error: validationMessages.required })
    .check(
      z.minLength(1, validationMessages.required),
      z.minLength(minimumPasswordLength, validationMessages.passwordLength),
      z.maxLength(200, validationMessages.tooLong),
    ),
  /** "I am 18 or older and agree to the Terms and the Privacy Policy": stored with its time. */
  acceptedTerms: z.literal(true, { error: validationMessages.termsRequired }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form's text fields: the request plus the confirmation, which must equal the password (the
 * terms checkbox is a separate control). */
export const registerFormSchema = z
  .extend(z.omit(registerRequestSchema, { acceptedTerms: true }), {
    confirmPassword: z.string({ error: validationMessages.required }),
  })
  .check(
    z.refine((form) => form.confirmPassword === form.password, {
      message: validationMessages.passwordMatch,
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.input<typeof registerFormSchema>;

/** `POST /api/auth/login` */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: validationMessages.required })
    .check(z.minLength(1, validationMessages.required), z.maxLength(200, validationMessages.tooLong)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerResponseSchema = z.object({ user: userSchema, token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/auth/providers`: which third-party sign-ins this deployment offers (the login page hides the rest). */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/**
 * Query of `GET /api/auth/google`: the page to come back to (a same-origin path, see `isSafeReturnPath`),
 * and `acceptedTerms=1` when the reader ticked "I am 18 or older and agree…" on /register. Without that
 * tick a Google sign-in never creates an account: it goes to /register with `googleTermsQuery` first.
 */
export const googleSignInQuery = { returnTo: 'returnTo', acceptedTerms: 'acceptedTerms' } as const;

/** Query values `/auth/callback` and `/login` understand after a Google sign-in (spec §2, §8). */
export const authCallbackQuery = {
  token: 'token',
  /** Set when the Google sign-in created the account, so the page can offer this device's guest progress. */
  created: 'created',
  /** The page the sign-in started from, to return to (checked again with `isSafeReturnPath`). */
  returnTo: 'returnTo',
} as const;

/** `/register?google=terms_required`: a new Google account waits for the terms consent on /register. */
export const googleTermsQuery = { name: 'google', termsRequired: 'terms_required' } as const;
export type LoginErrorQueryValue = 'auth_failed' | 'invalid_data';
