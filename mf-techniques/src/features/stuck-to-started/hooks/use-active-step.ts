import { useState } from 'react';
import type { StuckList, StuckStep } from '@steady/contracts';
import { readSessionRecord } from '../../../shared/session/session-record';
import { readActiveStepId, writeActiveStepId } from '../model/active-step-storage';

interface ActiveStep {
  readonly step: StuckStep | null;
  /** Brought back after a reload: its run goes on as it was (a finished one is not started again). */
  readonly resumed: boolean;
}

/** The step kept in this tab, if its rule's run for this technique is still there to resume. */
function resumableStep(list: StuckList, techniqueId: string): ActiveStep {
  const step = list.steps.find((candidate) => candidate.id === readActiveStepId());
  const run = readSessionRecord(list.rule, Date.now());
  const resumable = step !== undefined && run?.props.techniqueId === techniqueId;
  return { step: resumable ? step : null, resumed: resumable };
}

/** The step under way; after a reload it is the one that was running, like any running tool. */
export function useActiveStep(list: StuckList, techniqueId: string) {
  const [active, setActive] = useState<ActiveStep>(() => resumableStep(list, techniqueId));
  const choose = (step: StuckStep | null) => {
    writeActiveStepId(step?.id ?? null);
    setActive({ step, resumed: false });
  };
  return { ...active, choose };
}
