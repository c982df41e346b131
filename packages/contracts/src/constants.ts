/** Constants both sides of the API name once (the XP rule's live in @steady/domain). */
export const storageKeys = {
  token: 'token',
  user: 'user',
  userState: 'userState',
  language: 'language',
  /** The chosen theme (see theme.ts), read before first paint by the page's inline script. */
  theme: 'theme',
  /** A guest's "Today is hard" on this device (a signed-in user's is kept on the account too). */
  badDay: 'badDay',
  /** sessionStorage: the guided tools under way in this tab. */
  runningTools: 'runningTools',
} as const;

export const apiBasePath = '/api';

/** Snackbars hide after 3 s (spec §8). */
export const toastDurationMs = 3000;

/** Where the footer's support link and the legal pages send people. */
export const supportEmail = 'support@steady.care';
