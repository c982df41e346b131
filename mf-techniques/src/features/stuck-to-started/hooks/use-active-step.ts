import { useState } from 'react';
import type { StuckList, StuckStep } from '@steady/contracts';
import { readSessionRecord } from '../../../shared/session/session-record';
import { readActiveStepId, writeActiveStepId } from '../model/active-step-storage';

/** The step kept in this tab, if its rule's run for this technique is still there to resume. */
function resumableStep(list: StuckList, techniqueId: string): StuckStep | null {
  const step = list.steps.find((candidate) => candidate.id === readActiveStepId());
  const run = readSessionRecord(list.rule, Date.now());
  return step && run?.props.techniqueId === techniqueId ? step : null;
}

/** The step under way; after a reload it is the one that was running, like any running tool. */
export function useActiveStep(list: StuckList, techniqueId: string) {
  const [active, setActive] = useState<StuckStep | null>(() => resumableStep(list, techniqueId));
  const choose = (step: StuckStep | null) => {
    writeActiveStepId(step?.id ?? null);
    setActive(step);
  };
  return [active, choose] as const;
}
