import { useSyncExternalStore } from 'react';
import type { AppName } from '@steady/contracts';
import { listSessions, storeVersion, subscribeToSessions } from '../../../shared/session/session-store';

/** Whether the rule's session (the step under way) has reached its end: Done, Skip or time up. */
export function useStepFinished(rule: AppName): boolean {
  useSyncExternalStore(subscribeToSessions, storeVersion, storeVersion);
  const session = listSessions().find((candidate) => candidate.definition.appName === rule);
  return session?.getSnapshot().view.isFinished === true;
}
