import { randomUUID } from 'node:crypto';
import { asOneLine, isUniqueViolation } from '@steady/service-common';
import type { UserRow } from '../accounts/users-repository';
import { createAccount, normalizeEmail } from '../accounts/accounts';
import type { AuthContext } from '../context';

/** What the Google sign-in tells us about the person (OpenID Connect userinfo claims). */
export interface GoogleIdentity {
  googleId: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  photo: string | undefined;
}

/** The provider did not vouch for an email we can trust; the user is sent back to /login?error=auth_failed. */
export class GoogleSignInRefused extends Error {}

/**
 * A person new to Steady signed in with Google without having ticked "I am 18 or older and agree to the
 * Terms and the Privacy Policy": nothing is stored, and they are sent to /register to tick it first.
 */
export class GoogleTermsRequired extends Error {}

const maximumNameLength = 100;
const maximumPhotoUrlLength = 500;

/** Google's name for the person, as one line (a name is checked like the register form's: no line breaks). */
function displayNameOf(identity: GoogleIdentity, email: string): string {
  const name = asOneLine(identity.name ?? '').trim() || email.split('@')[0] || email;
  return name.slice(0, maximumNameLength);
}

/** Only https photos: the page's content security policy would block anything else anyway. */
function photoOf(identity: GoogleIdentity): string | null {
  const photo = identity.photo;
  return photo && photo.startsWith('https://') && photo.length <= maximumPhotoUrlLength ? photo : null;
}

async function findExisting(context: AuthContext, identity: GoogleIdentity, email: string) {
  const byGoogleId = await context.store.users.findByGoogleId(identity.googleId);
  if (byGoogleId) return byGoogleId;
  const byEmail = await context.store.users.findByEmail(email);
  if (!byEmail) return undefined;
  await context.store.users.linkGoogleAccount(byEmail.id, identity.googleId, photoOf(identity));
  return (await context.store.users.findById(byEmail.id)) ?? byEmail;
}

/**
 * Finds the user by Google id, else by email (linking the Google account to it), else creates one, but only
 * when the terms were accepted before the sign-in started. Linking by email needs the provider to have
 * verified the email, or anyone could claim any account.
 */
export async function signInWithGoogle(
  context: AuthContext,
  identity: GoogleIdentity,
  consent: { acceptedTerms: boolean },
): Promise<{ user: UserRow; created: boolean }> {
  const knownUser = await context.store.users.findByGoogleId(identity.googleId);
  if (knownUser) return { user: knownUser, created: false };
  if (!identity.email || !identity.emailVerified) {
    throw new GoogleSignInRefused('Google did not confirm an email address for this account');
  }
  const email = normalizeEmail(identity.email);
  const existing = await findExisting(context, identity, email);
  if (existing) return { user: existing, created: false };
  if (!consent.acceptedTerms) throw new GoogleTermsRequired('The terms were not accepted before signing up');

  const now = context.now().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    name: displayNameOf(identity, email),
    email,
    password_hash: null,
    google_id: identity.googleId,
    photo: photoOf(identity),
    created_at: now,
    guest_progress_claimed_at: null,
    terms_accepted_at: now,
    health_data_consent_at: null,
    photo_uploaded_at: null,
    theme: null,
  };
  try {
    await createAccount(context, user);
    return { user, created: true };
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one created the account.
    const winner = isUniqueViolation(error) ? await findExisting(context, identity, email) : undefined;
    if (winner) return { user: winner, created: false };
    throw error;
  }
}
