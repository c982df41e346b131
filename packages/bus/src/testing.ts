import { setterOf, type Channel, type Update } from './channel';

/** Puts a channel in the state a test starts from, as its owner's commands would have left it. */
export function setChannelValue<Value>(channel: Channel<Value>, next: Update<Value>): void {
  setterOf(channel)(next);
}
