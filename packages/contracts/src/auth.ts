import { z } from 'zod';
import { userSchema } from './user';

/** Spec §5 messages, shared by the forms (client) and the auth service (server) so they never differ. */
export const validationMessages = {
  required: 'This field is required',
  emailFormat: 'Invalid email format',
  passwordLength: 'Password must be at least 6 characters',
  passwordMatch: 'Passwords do not match',
} as const;

export const minimumPasswordLength = 6;

const requiredText = (maximumLength: number) =>
  z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(maximumLength);

const emailField = requiredText(255).pipe(z.email({ error: validationMessages.emailFormat }));

/** `POST /api/auth/register` */
export const registerRequestSchema = z.object({
  name: requiredText(100),
  email: emailField,
  password: z
    .string({ error: validationMessages.required })
    .min(1, validationMessages.required)
    .min(minimumPasswordLength, validationMessages.passwordLength)
    .max(200),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/auth/login` */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: validationMessages.required }).min(1, validationMessages.required).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerResponseSchema = z.object({ user: userSchema, token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
