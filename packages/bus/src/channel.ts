export type Listener<Value> = (value: Value) => void;
export type Update<Value> = Value | ((previous: Value) => Value);

/** A named piece of shared state: read it, replace it, watch it. */
export interface Channel<Value> {
  readonly name: string;
  get(): Value;
  set(next: Update<Value>): void;
  subscribe(listener: Listener<Value>): () => void;
}

export interface ChannelOptions<Value> {
  /** Called after every change, e.g. to persist the value; failures are the caller's to swallow. */
  onChange?: (value: Value) => void;
}

export function createChannel<Value>(
  name: string,
  initialValue: Value,
  options: ChannelOptions<Value> = {},
): Channel<Value> {
  let value = initialValue;
  const listeners = new Set<Listener<Value>>();

  return {
    name,
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: Value) => Value)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      options.onChange?.(value);
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
