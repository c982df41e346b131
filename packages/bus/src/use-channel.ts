import { useSyncExternalStore } from 'react';
import type { Channel } from './channel';

/** The current value of a channel; re-renders when it changes. */
export function useChannel<Value>(channel: Channel<Value>): Value {
  return useSyncExternalStore(channel.subscribe, channel.get, channel.get);
}
