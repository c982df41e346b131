import { randomUUID } from 'node:crypto';
import type { LoginRequest, RegisterRequest, User } from '@steady/contracts';
import { themeChoiceSchema } from '@steady/contracts';
import { conflict, isUniqueViolation, unauthorized } from '@steady/service-common';
import { initialProgress } from '@steady/domain';
import type { SubscriptionAnswer } from '@steady/service-common';
import type { NewUser, UserRow } from './users-repository';
import type { AuthContext } from '../context';
import { authMessages } from './auth-messages';
import { getBadDay } from '../bad-day/bad-day';
import { startSession, type IssuedSession } from '../sessions/sessions';

/** Emails are stored and compared trimmed and in lower case: Ann@Example.com and ann@example.com are one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A theme the user chose, when the stored value is still one the app knows. */
function storedTheme(row: UserRow | NewUser): Pick<User, 'theme'> {
  const parsed = 'theme' in row ? themeChoiceSchema.safeParse(row.theme) : undefined;
  return parsed?.success ? { theme: parsed.data } : {};
}

function toUser(row: UserRow | NewUser, subscription: SubscriptionAnswer): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo,
    uploadedPhotoAt: 'photo_uploaded_at' in row ? row.photo_uploaded_at : null,
    hasPassword: row.password_hash !== null,
    memberSince: row.created_at,
    subscription_status: subscription.status,
    subscription_checking: subscription.checking,
    ...storedTheme(row),
  };
}

const emailTaken = () =>
  conflict(authMessages.emailTaken, { reason: 'email_taken', fields: { email: authMessages.emailTaken } });

/** Stores a new user with starting progress, in one transaction so neither exists without the other. */
export async function createAccount(context: AuthContext, user: NewUser): Promise<void> {
  await context.store.transaction(async ({ users, progress }) => {
    await users.insert(user);
    await progress.save(user.id, initialProgress, user.created_at);
  });
}

export async function registerAccount(
  context: AuthContext,
  request: RegisterRequest,
): Promise<{ user: User; session: IssuedSession }> {
  const email = normalizeEmail(request.email);
  if (await context.store.users.findByEmail(email)) throw emailTaken();
  const user: NewUser = {
    id: randomUUID(),
    name: request.name,
    email,
    password_hash: await context.passwords.hash(request.password),
    google_id: null,
    photo: null,
    created_at: context.now().toISOString(),
    terms_accepted_at: context.now().toISOString(),
  };
  try {
    await createAccount(context, user);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique key lets exactly one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // A brand-new account has never subscribed, so billing need not be asked.
  return {
    user: toUser(user, { status: 'inactive', checking: false }),
    session: await startSession(context, { id: user.id, email }),
  };
}

/** The user whose email and password these are, or null; the same work is done whether the email exists or not. */
export async function verifyCredentials(
  context: AuthContext,
  credentials: LoginRequest,
): Promise<UserRow | null> {
  const user = await context.store.users.findByEmail(normalizeEmail(credentials.email));
  const matches = await context.passwords.matches(credentials.password, user?.password_hash ?? null);
  return matches && user ? user : null;
}

/** The account behind a verified token; a deleted account ends the session like an expired token would. */
export async function findAccount(context: AuthContext, userId: string): Promise<UserRow> {
  const user = await context.store.users.findById(userId);
  if (!user) throw unauthorized(authMessages.sessionEnded, { reason: 'session_expired' });
  return user;
}

export async function getProfile(context: AuthContext, userId: string): Promise<User> {
  const user = await findAccount(context, userId);
  const [subscription, badDay] = await Promise.all([
    context.entitlements.subscriptionOf(user.id),
    getBadDay(context, user.id),
  ]);
  return { ...toUser(user, subscription), badDayUntil: badDay.until };
}
