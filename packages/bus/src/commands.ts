import type { Language, ThemeChoice, User } from '@steady/contracts';
import { authTransitions } from './auth-transitions';
import {
  ownedAuth,
  ownedLanguage,
  ownedRunningTools,
  ownedSubscription,
  ownedTheme,
  type RunningTool,
  type SubscriptionState,
} from './channels';

/** What the rest of the app may do to the session: spec §4's auth transitions, by name. */
export const authCommands = {
  requestStarted: () => ownedAuth.set(authTransitions.requestStarted),
  /** A new token is stored and its profile is being fetched. */
  signInStarted: (token: string) => ownedAuth.set(authTransitions.signInStarted(token)),
  signedIn: (user: User, token: string) => ownedAuth.set(authTransitions.signedIn(user, token)),
  requestFailed: (message: string | null | undefined) =>
    ownedAuth.set(authTransitions.requestFailed(message)),
  signedOut: () => ownedAuth.set(authTransitions.signedOut),
  /** The stored token could not be checked (service down): kept, but not treated as signed in. */
  sessionUnconfirmed: () => ownedAuth.set(authTransitions.sessionUnconfirmed),
  /** The device is offline: its last confirmed user stays signed in; the token is checked once online. */
  sessionKeptOffline: () => ownedAuth.set(authTransitions.sessionKeptOffline),
  tokenRenewed: (token: string) => ownedAuth.set(authTransitions.tokenRenewed(token)),
  userReplaced: (user: User | null) => ownedAuth.set(authTransitions.userReplaced(user)),
  /** The signed-in user's profile changed (name, photo, email, theme); nothing happens once signed out. */
  profileChanged: (change: Partial<User>) => ownedAuth.set(authTransitions.profileChanged(change)),
};

/** mf-account reports the subscription it read or changed, so every remote follows without a reload. */
export const subscriptionCommands = {
  statusReceived: (subscription: SubscriptionState) => ownedSubscription.set(subscription),
};

export const languageCommands = {
  choose: (language: Language) => ownedLanguage.set(language),
};

export const themeCommands = {
  choose: (theme: ThemeChoice) => ownedTheme.set(theme),
};

/** mf-techniques reports the tools under way in this tab. */
export const runningToolsCommands = {
  report: (tools: readonly RunningTool[]) => ownedRunningTools.set(tools),
};
