import type { User } from '@steady/contracts';
import { authTransitions } from './auth-transitions';
import { setterOf, type Channel, type Update } from './channel';
import { authChannel } from './channels';

/** Puts a channel in the state a test starts from, as its owner's commands would have left it. */
export function setChannelValue<Value>(channel: Channel<Value>, next: Update<Value>): void {
  setterOf(channel)(next);
}

/** Signs `user` in on the auth channel (with a token), or signs everyone out for null. */
export function signInForTest(user: User | null): void {
  setChannelValue(authChannel, user ? authTransitions.signedIn(user, 'token') : authTransitions.signedOut);
}
