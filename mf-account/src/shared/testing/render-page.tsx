import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { userStateActions } from '@steady/user-state';
import { createPageRenderer } from '@steady/app-frame/testing';
import { catalogs } from '../../i18n/catalogs';
import { setChannelValue } from '@steady/bus/testing';

export { fakeApi } from '@steady/app-frame/testing';

/** Renders a page of this remote at `path` (with router `state`), with its providers, as the shell would. */
export const renderPage = createPageRenderer(catalogs);

export const testUser: User = {
  id: 'user-1',
  name: 'Ann Example',
  email: 'ann@example.com',
  photo: null,
  memberSince: '2026-03-01T12:00:00.000Z',
  subscription_status: 'inactive',
};

/** A clean device: signed out, English, nothing stored. */
export function resetDevice() {
  localStorage.clear();
  setChannelValue(authChannel, authTransitions.signedOut);
  userStateActions.reset();
  setChannelValue(languageChannel, 'en');
}

export function signIn(user: User = testUser, token = 'token-1') {
  setChannelValue(authChannel, authTransitions.signedIn(user, token));
}

export const initialProgressBody = {
  xp: 0,
  level: 1,
  xpToNextLevel: 100,
  completedTechniques: [],
  badges: [],
};
