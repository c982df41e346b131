import {
  Strategy as GoogleStrategy,
  type Profile,
  type StrategyOptions,
  type VerifyCallback,
} from 'passport-google-oauth20';
import type { GoogleSettings } from '../settings';
import type { GoogleIdentity } from './google-accounts';
import { createStateCookieStore } from './state-cookie-store';

/** The OpenID scopes: `openid` is what lets the userinfo endpoint answer with the person's claims. */
const googleScopes = ['openid', 'profile', 'email'];

/** Google's strategy, sending the access token in the Authorization header rather than the URL, so it never lands in access logs. */
type VerifyProfile = (
  accessToken: string,
  refreshToken: string,
  profile: Profile,
  done: VerifyCallback,
) => void;

class HeaderTokenGoogleStrategy extends GoogleStrategy {
  constructor(options: StrategyOptions, verify: VerifyProfile) {
    super(options, verify);
    this._oauth2.useAuthorizationHeaderforGET(true);
  }
}

function identityOf(profile: Profile): GoogleIdentity {
  const email = profile.emails?.[0];
  return {
    googleId: profile.id,
    email: email?.value,
    // Google sends `email_verified` as a boolean; some providers send the string "true".
    emailVerified: String(email?.verified) === 'true',
    name: profile.displayName,
    photo: profile.photos?.[0]?.value,
  };
}

export function createGoogleStrategy(
  google: GoogleSettings,
  verify: (identity: GoogleIdentity, done: VerifyCallback) => void,
): GoogleStrategy {
  return new HeaderTokenGoogleStrategy(
    {
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      authorizationURL: google.authorizationUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.userInfoUrl,
      // Replaced per request with the public URL the browser actually used.
      callbackURL: '/api/auth/google/callback',
      scope: googleScopes,
      store: createStateCookieStore(),
    },
    (_accessToken, _refreshToken, profile, done) => verify(identityOf(profile), done),
  );
}
