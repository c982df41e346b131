import { readStored, writeStored } from '@steady/bus';
import * as z from 'zod/mini';

const sessionEndedKey = 'sessionEnded';

/**
 * "Your session ended" on /login. Kept in sessionStorage as well as in the navigation state, because a
 * guarded page may redirect to /login on its own (without that state) once the session is gone.
 */
export const sessionEndedNotice = {
  mark: () => writeStored(sessionEndedKey, true, 'session'),
  isMarked: (): boolean => readStored(sessionEndedKey, z.boolean(), false, 'session'),
  clear: () => writeStored(sessionEndedKey, null, 'session'),
};
