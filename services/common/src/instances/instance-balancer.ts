export interface InstanceBalancer {
  /** The next available instance in turn, other than `excluded`; undefined when none is available. */
  next(excluded?: string): string | undefined;
}

/** Round robin over a service's instances, passing over the ones that are down. */
export function createInstanceBalancer(
  instances: readonly string[],
  isAvailable: (instance: string) => boolean,
): InstanceBalancer {
  let turn = 0;
  return {
    next(excluded) {
      for (let step = 0; step < instances.length; step += 1) {
        const index = (turn + step) % instances.length;
        const candidate = instances[index] as string;
        if (candidate !== excluded && isAvailable(candidate)) {
          turn = (index + 1) % instances.length;
          return candidate;
        }
      }
      return undefined;
    },
  };
}
