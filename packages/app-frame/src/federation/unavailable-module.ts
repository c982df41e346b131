const marker = Symbol.for('steady.unavailableRemote');

interface UnavailableRemoteModule {
  [marker]: true;
  error: unknown;
}

export function unavailableRemoteModule(error: unknown): UnavailableRemoteModule {
  return { [marker]: true, error };
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && marker in value;
}
