export type Listener<Value> = (value: Value) => void;
export type Update<Value> = Value | ((previous: Value) => Value);

/** A named piece of shared state as everyone but its owner sees it: read it, watch it. */
export interface Channel<Value> {
  readonly name: string;
  get(): Value;
  subscribe(listener: Listener<Value>): () => void;
}

/** What the module that owns a channel keeps: the channel to hand out and the only way to change it. */
export interface OwnedChannel<Value> {
  readonly channel: Channel<Value>;
  set(next: Update<Value>): void;
}

/** Each channel's setter, so test set-ups can put a channel in a given state (see ./testing). */
const setters = new WeakMap<object, unknown>();

/**
 * Creates a channel for its owner. The owner exports `channel` and commands that change it; nothing
 * outside the owner sets a channel's value directly.
 */
export function createChannel<Value>(name: string, initialValue: Value): OwnedChannel<Value> {
  let value = initialValue;
  const listeners = new Set<Listener<Value>>();
  const channel: Channel<Value> = {
    name,
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: Update<Value>) => {
    const resolved = typeof next === 'function' ? (next as (previous: Value) => Value)(value) : next;
    if (Object.is(resolved, value)) return;
    value = resolved;
    for (const listener of [...listeners]) listener(value);
  };
  setters.set(channel, set);
  return { channel, set };
}

/** The setter of a channel made by createChannel; for test set-ups only (exported as @steady/bus/testing). */
export function setterOf<Value>(channel: Channel<Value>): (next: Update<Value>) => void {
  const set = setters.get(channel);
  if (!set) throw new Error(`The ${channel.name} channel was not made by createChannel`);
  return set as (next: Update<Value>) => void;
}
