import { apiRequest } from '@steady/api-client';
import {
  confirmEmailResponseSchema,
  loginResponseSchema,
  mailAcceptedResponseSchema,
  type ChangeEmailRequest,
  type ConfirmEmailRequest,
  type ConfirmEmailResponse,
  type ForgotPasswordRequest,
  type LoginResponse,
  type MailAcceptedResponse,
  type ResetPasswordRequest,
} from '@steady/contracts';

export const requestPasswordReset = (request: ForgotPasswordRequest): Promise<MailAcceptedResponse> =>
  apiRequest('/auth/password/forgot', { method: 'POST', body: request, schema: mailAcceptedResponseSchema });

export const resetPassword = (request: ResetPasswordRequest): Promise<LoginResponse> =>
  apiRequest('/auth/password/reset', { method: 'POST', body: request, schema: loginResponseSchema });

export const requestEmailChange = (request: ChangeEmailRequest): Promise<MailAcceptedResponse> =>
  apiRequest('/auth/email/change', { method: 'POST', body: request, schema: mailAcceptedResponseSchema });

export const confirmEmailChange = (request: ConfirmEmailRequest): Promise<ConfirmEmailResponse> =>
  apiRequest('/auth/email/confirm', { method: 'POST', body: request, schema: confirmEmailResponseSchema });
