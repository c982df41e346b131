import * as z from 'zod/mini';
import {
  appNameSchema,
  defaultLanguage,
  defaultThemeChoice,
  premiumSubscriptionStatuses,
  type Language,
  type SubscriptionStatus,
  type ThemeChoice,
  type User,
} from '@steady/contracts';
import { createChannel } from './channel';

/** Spec §3 and §4: the auth state every remote reads. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
  token: string | null;
}

/** Nobody is signed in until startBus restores a stored session (which it then checks). */
export const ownedAuth = createChannel<AuthState>('auth', {
  isAuthenticated: false,
  user: null,
  loading: false,
  error: null,
  token: null,
});
export const authChannel = ownedAuth.channel;

/** The interface language: default English (no browser detection) until startBus restores the saved one. */
export const ownedLanguage = createChannel<Language>('language', defaultLanguage);
export const languageChannel = ownedLanguage.channel;

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  /**
   * Billing could not be reached when the profile was read: `status` is its last answer, or `inactive`
   * when there is none, so "not premium" is not known yet. Absent: false (billing answered).
   */
  checking?: boolean;
}

export const noSubscription: SubscriptionState = {
  status: 'inactive',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
};

/** The one source of truth for Premium in the browser (the server still decides what it unlocks). */
export const ownedSubscription = createChannel<SubscriptionState>('subscription', noSubscription);
export const subscriptionChannel = ownedSubscription.channel;

const premiumStatuses: ReadonlySet<SubscriptionStatus> = new Set(premiumSubscriptionStatuses);

/** True while the subscription grants Premium (a cancellation pending still does). */
export function hasPremium(subscription: SubscriptionState): boolean {
  return premiumStatuses.has(subscription.status);
}

export type PremiumAccess = 'premium' | 'free' | 'checking';

/**
 * What the screens show a signed-in user: premium; free (locks and the way to Premium); or, while billing
 * cannot be reached and its last answer did not grant Premium, "Checking your subscription…" — never the
 * free plan's locks and upsell to someone who may be paying.
 */
export function premiumAccess(subscription: SubscriptionState): PremiumAccess {
  if (hasPremium(subscription)) return 'premium';
  return subscription.checking === true ? 'checking' : 'free';
}

export interface Toast {
  id: string;
  message: string;
  tone: 'info' | 'success' | 'error';
}

/** Snackbars waiting to be shown; the shell (or a standalone frame) renders and expires them. */
export const ownedToasts = createChannel<Toast[]>('toast', []);
export const toastChannel = ownedToasts.channel;

export const runningToolSchema = z.object({ appName: appNameSchema, techniqueId: z.string() });

/** A guided tool with a session under way in this tab (started, not finished). */
export type RunningTool = z.infer<typeof runningToolSchema>;

/**
 * Reported by mf-techniques as tools start and finish; the shell loads the running-tool bar only while
 * this is not empty, so a first load with nothing running never fetches mf-techniques. Kept in
 * sessionStorage (see startBus): after a reload the bar comes back with the tools it stood for.
 */
export const ownedRunningTools = createChannel<readonly RunningTool[]>('runningTools', []);
export const runningToolsChannel = ownedRunningTools.channel;

/**
 * The reader's theme (`system` follows the device's light or dark preference). The page's inline script
 * applies the stored value before first paint; the apps apply a change live (useDocumentTheme).
 */
export const ownedTheme = createChannel<ThemeChoice>('theme', defaultThemeChoice);
export const themeChannel = ownedTheme.channel;
