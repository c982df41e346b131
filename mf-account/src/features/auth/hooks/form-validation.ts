import {
  loginRequestSchema,
  registerFormSchema,
  type LoginRequest,
  type RegisterForm,
} from '@steady/contracts';
import { firstErrorPerField, type FieldErrors } from '../../../shared/forms/field-errors';

export type LoginField = keyof LoginRequest;
export type RegisterField = keyof RegisterForm;

export const loginFields: readonly LoginField[] = ['email', 'password'];
export const registerFields: readonly RegisterField[] = ['name', 'email', 'password', 'confirmPassword'];

/** Spec §5 login rules, with the same schema the server checks. */
export function validateLoginForm(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const result = loginRequestSchema.safeParse(values);
  return result.success ? {} : firstErrorPerField(result.error.issues, loginFields);
}

/** Spec §5 register rules, with the same schema the server checks, plus the confirmation. */
export function validateRegisterForm(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const result = registerFormSchema.safeParse(values);
  return result.success ? {} : firstErrorPerField(result.error.issues, registerFields);
}
