import type {
  ChangePasswordRequest,
  HealthConsent,
  UpdateHealthConsentRequest,
  User,
} from '@steady/contracts';
import { forbidden, notFound, unauthorized, validationFailed } from '@steady/service-common';
import { toProfilePhoto } from './photo-processing';
import type { StoredPhoto } from './profile-repository';
import type { UserRow } from '../accounts/users-repository';
import { findAccount, getProfile } from '../accounts/accounts';
import type { AuthContext } from '../context';

export const profileMessages = {
  wrongCurrentPassword: 'The current password is not right',
  wrongPassword: 'The password is not right',
  noPassword: 'This account signs in with Google and has no password to change',
  noPhoto: 'No photo uploaded',
  healthConsentRequired: 'Consent to store health-related data is needed first',
} as const;

/** The password is checked against the stored hash; a Google-only account has none, so nothing matches. */
export async function confirmPassword(
  context: AuthContext,
  user: UserRow,
  password: string,
  failure: { field: string; message: string; reason: 'wrong_current_password' | 'wrong_password' },
): Promise<void> {
  if (await context.passwords.matches(password, user.password_hash)) return;
  throw validationFailed(failure.message, {
    reason: failure.reason,
    fields: { [failure.field]: failure.message },
  });
}

export async function changePassword(
  context: AuthContext,
  userId: string,
  request: ChangePasswordRequest,
): Promise<void> {
  const user = await findAccount(context, userId);
  if (user.password_hash === null) {
    throw unauthorized(profileMessages.noPassword, { reason: 'wrong_current_password' });
  }
  await confirmPassword(context, user, request.currentPassword, {
    field: 'currentPassword',
    message: profileMessages.wrongCurrentPassword,
    reason: 'wrong_current_password',
  });
  const passwordHash = await context.passwords.hash(request.newPassword);
  const now = context.now().toISOString();
  await context.store.transaction(({ profile }) => profile.setPasswordHash(userId, passwordHash, now));
}

export async function renameAccount(context: AuthContext, userId: string, name: string): Promise<User> {
  await findAccount(context, userId);
  await context.store.profile.rename(userId, name);
  return getProfile(context, userId);
}

export async function uploadPhoto(context: AuthContext, userId: string, upload: Buffer): Promise<User> {
  await findAccount(context, userId);
  const photo = await toProfilePhoto(upload);
  await context.store.transaction(({ profile }) =>
    profile.savePhoto(userId, photo, context.now().toISOString()),
  );
  return getProfile(context, userId);
}

/** The user's own photo; there is no way to ask for another user's. */
export async function findOwnPhoto(context: AuthContext, userId: string): Promise<StoredPhoto> {
  await findAccount(context, userId);
  const photo = await context.store.profile.findPhoto(userId);
  if (!photo) throw notFound(profileMessages.noPhoto);
  return photo;
}

const toConsent = (user: Pick<UserRow, 'health_data_consent_at'>): HealthConsent => ({
  granted: user.health_data_consent_at !== null,
  grantedAt: user.health_data_consent_at,
});

export async function getHealthConsent(context: AuthContext, userId: string): Promise<HealthConsent> {
  return toConsent(await findAccount(context, userId));
}

/** Giving consent again keeps the first time it was given; revoking clears it. */
export async function updateHealthConsent(
  context: AuthContext,
  userId: string,
  request: UpdateHealthConsentRequest,
): Promise<HealthConsent> {
  const user = await findAccount(context, userId);
  if (request.granted && user.health_data_consent_at !== null) return toConsent(user);
  const consentedAt = request.granted ? context.now().toISOString() : null;
  await context.store.profile.setHealthDataConsent(userId, consentedAt);
  return { granted: request.granted, grantedAt: consentedAt };
}

/** Journal entries (and test answers, in content) are stored only while the user's consent stands. */
export async function requireHealthConsent(context: AuthContext, userId: string): Promise<void> {
  const user = await findAccount(context, userId);
  if (user.health_data_consent_at === null) {
    throw forbidden(profileMessages.healthConsentRequired, { reason: 'health_consent_required' });
  }
}
