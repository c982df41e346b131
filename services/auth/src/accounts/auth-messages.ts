/** The texts of the account and session errors, shared by the handlers that raise them. */
export const authMessages = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  sessionEnded: 'Invalid or expired token',
} as const;
