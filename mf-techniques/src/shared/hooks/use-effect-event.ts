import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * React 19's useEffectEvent, which preact/compat lacks: a function for an effect to call that runs the
 * latest render's code without being a dependency that restarts the effect.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latestHandler = useRef(handler);
  useLayoutEffect(() => {
    latestHandler.current = handler;
  });
  return useCallback((...args: Args) => latestHandler.current(...args), []);
}
