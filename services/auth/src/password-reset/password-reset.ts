import { mailLinkPaths, mailLinkTokenParameter, passwordResetLinkMinutes } from '@steady/contracts';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@steady/contracts';
import { badRequest, composeMail } from '@steady/service-common';
import { authMailTexts } from '../mail-flows/auth-mail-texts';
import { createMailedToken, hashMailedToken } from '../mail-flows/mailed-token';
import type { UserRow } from '../accounts/users-repository';
import { findAccount } from '../accounts/accounts';
import type { AuthContext } from '../context';
import { endAllSessions, startSession, type IssuedSession } from '../sessions/sessions';

export const mailLinkInvalid = () =>
  badRequest('This link has expired or has already been used', { reason: 'mail_link_invalid' });

export const mailedLink = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?${mailLinkTokenParameter}=${token}`;

/**
 * Stores a single-use reset link for the account (only its hash), ending the ones mailed before, and mails
 * it to the account's address.
 */
export async function mailPasswordReset(
  context: AuthContext,
  user: UserRow,
  request: ForgotPasswordRequest,
  appUrl: string,
): Promise<void> {
  const { token, tokenHash } = createMailedToken();
  const now = context.now();
  await context.store.transaction(({ mailedLinks }) =>
    mailedLinks.savePasswordReset({
      tokenHash,
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + passwordResetLinkMinutes * 60_000).toISOString(),
    }),
  );
  await context.mailer.send({
    ...composeMail(authMailTexts, 'passwordReset', request.language ?? 'en', user.email, {
      name: user.name,
      minutes: passwordResetLinkMinutes,
      link: mailedLink(appUrl, mailLinkPaths.resetPassword, token),
    }),
    userId: user.id,
  });
}

/**
 * Sets the new password through a reset link and signs in with a new session. The link is used up, and so
 * is every other reset link of the account, in the same transaction as the new password; every other
 * session ends, since whoever knew the old password may be signed in somewhere.
 */
export async function resetPassword(
  context: AuthContext,
  request: ResetPasswordRequest,
): Promise<IssuedSession> {
  const passwordHash = await context.passwords.hash(request.password);
  const now = context.now().toISOString();
  const userId = await context.store.transaction(async ({ mailedLinks, profile }) => {
    const owner = await mailedLinks.usePasswordReset(hashMailedToken(request.token), now);
    if (owner === undefined) return undefined;
    await profile.setPasswordHash(owner, passwordHash, now);
    return owner;
  });
  if (userId === undefined) throw mailLinkInvalid();
  await endAllSessions(context, userId);
  return startSession(context, await findAccount(context, userId));
}
