import { emailChangeLinkHours, mailLinkPaths, supportEmail } from '@steady/contracts';
import type { ChangeEmailRequest, ConfirmEmailResponse, Language } from '@steady/contracts';
import { HttpError, badRequest, composeMail, conflict, isUniqueViolation } from '@steady/service-common';
import { authMailTexts } from '../mail-flows/auth-mail-texts';
import { createMailedToken, hashMailedToken } from '../mail-flows/mailed-token';
import { findAccount, normalizeEmail } from '../accounts/accounts';
import { authMessages } from '../accounts/auth-messages';
import type { AuthContext } from '../context';
import { mailLinkInvalid, mailedLink } from '../password-reset/password-reset';

const wrongCurrentPassword = () =>
  new HttpError(400, 'validation_failed', 'The current password is not right', {
    reason: 'wrong_current_password',
    fields: { currentPassword: 'The current password is not right' },
  });

/**
 * Mails a confirmation link to the new address; the email changes only when it is opened. When the address
 * already has an account, that address is told so instead, and the answer is the same: the request does
 * not reveal who has an account. An account with a password must give it.
 */
export async function requestEmailChange(
  context: AuthContext,
  userId: string,
  request: ChangeEmailRequest,
  appUrl: string,
): Promise<void> {
  const user = await findAccount(context, userId);
  const newEmail = normalizeEmail(request.newEmail);
  if (newEmail === user.email)
    throw badRequest('This is already the account’s email', { reason: 'email_unchanged' });
  if (user.password_hash !== null) {
    const matches = await context.passwords.matches(request.currentPassword ?? '', user.password_hash);
    if (!matches) throw wrongCurrentPassword();
  }
  const language = request.language ?? 'en';
  if (await context.store.users.findByEmail(newEmail)) {
    await context.mailer.send(composeMail(authMailTexts, 'emailChangeAddressTaken', language, newEmail, {}));
    return;
  }
  const { token, tokenHash } = createMailedToken();
  const now = context.now();
  await context.store.mailedLinks.saveEmailChange({
    tokenHash,
    userId,
    newEmail,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + emailChangeLinkHours * 3_600_000).toISOString(),
  });
  await context.mailer.send({
    ...composeMail(authMailTexts, 'emailChangeConfirm', language, newEmail, {
      name: user.name,
      email: newEmail,
      hours: emailChangeLinkHours,
      link: mailedLink(appUrl, mailLinkPaths.confirmEmail, token),
    }),
    userId,
  });
}

/**
 * Opens a confirmation link: the account takes the new address, every reset link mailed to the old one
 * stops working, and the old address is told.
 */
export async function confirmEmailChange(
  context: AuthContext,
  token: string,
  language: Language,
): Promise<ConfirmEmailResponse> {
  const now = context.now().toISOString();
  let changed: { userId: string; name: string; oldEmail: string; newEmail: string } | undefined;
  try {
    changed = await context.store.transaction(async ({ mailedLinks, users }) => {
      const change = await mailedLinks.useEmailChange(hashMailedToken(token), now);
      if (change === undefined) return undefined;
      const user = await users.findById(change.userId);
      if (!user) return undefined;
      await mailedLinks.setEmail(user.id, change.newEmail, now);
      return { userId: user.id, name: user.name, oldEmail: user.email, newEmail: change.newEmail };
    });
  } catch (error) {
    // Someone registered the address between the request and the click.
    if (isUniqueViolation(error)) {
      throw conflict(authMessages.emailTaken, { reason: 'email_taken' });
    }
    throw error;
  }
  if (changed === undefined) throw mailLinkInvalid();
  await context.mailer.send({
    ...composeMail(authMailTexts, 'emailChanged', language, changed.oldEmail, {
      name: changed.name,
      email: changed.newEmail,
      support: supportEmail,
    }),
    userId: changed.userId,
  });
  return { email: changed.newEmail };
}
