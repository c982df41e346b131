import * as z from 'zod/mini';
import {
  badDayStateSchema,
  languageSchema,
  storageKeys,
  themeChoiceSchema,
  userSchema,
} from '@steady/contracts';
import { ownedBadDay } from './bad-day';
import {
  ownedAuth,
  ownedLanguage,
  ownedRunningTools,
  ownedTheme,
  runningToolSchema,
  type AuthState,
} from './channels';
import { readStored, writeStored } from './storage';

let started = false;

/**
 * Restores what this device saved — the session (unconfirmed until the profile call checks it), the
 * language, the theme, "Today is hard" and this tab's running tools — and saves their changes from now on. The app's
 * bootstrap calls it before rendering (the shell, or a remote's standalone frame); later calls do
 * nothing, since the shell and every remote share this one bus.
 */
export function startBus(): void {
  if (started) return;
  started = true;

  const token = readStored(storageKeys.token, z.string().check(z.minLength(1)), null);
  const user = token ? readStored(storageKeys.user, userSchema, null) : null;
  ownedAuth.set((state): AuthState => ({ ...state, user, token, loading: token !== null }));
  ownedAuth.channel.subscribe((state) => {
    writeStored(storageKeys.token, state.token);
    writeStored(storageKeys.user, state.user);
  });

  ownedLanguage.set((language) => readStored(storageKeys.language, languageSchema, language));
  ownedLanguage.channel.subscribe((language) => writeStored(storageKeys.language, language));

  ownedTheme.set((theme) => readStored(storageKeys.theme, themeChoiceSchema, theme));
  ownedTheme.channel.subscribe((theme) => writeStored(storageKeys.theme, theme));

  ownedBadDay.set((state) => readStored(storageKeys.badDay, badDayStateSchema, state));
  ownedBadDay.channel.subscribe((state) => writeStored(storageKeys.badDay, state.until ? state : null));

  ownedRunningTools.set((tools) =>
    readStored(storageKeys.runningTools, z.array(runningToolSchema), tools, 'session'),
  );
  ownedRunningTools.channel.subscribe((tools) =>
    writeStored(storageKeys.runningTools, tools.length > 0 ? tools : null, 'session'),
  );
}
