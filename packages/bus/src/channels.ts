import * as z from 'zod/mini';
import {
  appNameSchema,
  defaultLanguage,
  languageSchema,
  storageKeys,
  themeChoiceSchema,
  defaultThemeChoice,
  type ThemeChoice,
  userSchema,
  type Language,
  type SubscriptionStatus,
  type User,
} from '@steady/contracts';
import { createChannel } from './channel';
import { readStored, writeStored } from './storage';

/** Spec §3 and §4: the auth state every remote reads. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
  token: string | null;
}

const storedToken = readStored(storageKeys.token, z.string().check(z.minLength(1)), null);
const storedUser = storedToken ? readStored(storageKeys.user, userSchema, null) : null;

/**
 * A stored token is not trusted until the profile call confirms it, so start-up is `loading` and not
 * yet authenticated.
 */
export const authChannel = createChannel<AuthState>(
  'auth',
  {
    isAuthenticated: false,
    user: storedUser,
    loading: storedToken !== null,
    error: null,
    token: storedToken,
  },
  {
    onChange: (state) => {
      writeStored(storageKeys.token, state.token);
      writeStored(storageKeys.user, state.user);
    },
  },
);

/** The interface language: read once at load (default English, no browser detection), saved on change. */
export const languageChannel = createChannel<Language>(
  'language',
  readStored(storageKeys.language, languageSchema, defaultLanguage),
  { onChange: (language) => writeStored(storageKeys.language, language) },
);

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export const subscriptionChannel = createChannel<SubscriptionState>('subscription', {
  status: 'inactive',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
});

export interface Toast {
  id: string;
  message: string;
  tone: 'info' | 'success' | 'error';
}

/** Snackbars waiting to be shown; the shell (or a standalone frame) renders and expires them. */
export const toastChannel = createChannel<Toast[]>('toast', []);

const runningToolSchema = z.object({ appName: appNameSchema, techniqueId: z.string() });

/** A guided tool with a session under way in this tab (started, not finished). */
export type RunningTool = z.infer<typeof runningToolSchema>;

/**
 * Written by mf-techniques as tools start and finish; the shell loads the running-tool bar only while
 * this is not empty, so a first load with nothing running never fetches mf-techniques. Kept in
 * sessionStorage: after a reload the bar comes back with the tools it stood for.
 */
export const runningToolsChannel = createChannel<readonly RunningTool[]>(
  'runningTools',
  readStored(storageKeys.runningTools, z.array(runningToolSchema), [], 'session'),
  { onChange: (tools) => writeStored(storageKeys.runningTools, tools.length > 0 ? tools : null, 'session') },
);

/**
 * The reader's theme (`system` follows the device's light or dark preference). The page's inline script
 * applies the stored value before first paint; the apps apply a change live (useDocumentTheme).
 */
export const themeChannel = createChannel<ThemeChoice>(
  'theme',
  readStored(storageKeys.theme, themeChoiceSchema, defaultThemeChoice),
  { onChange: (theme) => writeStored(storageKeys.theme, theme) },
);
