import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import type { SafetyPlan } from '@steady/contracts';
import { useResource, useSavedOfflineNotice } from '@steady/app-frame';
import { fetchSafetyPlan, saveSafetyPlan } from '../api/safety-plan-api';
import { keepDeviceCopy, readDeviceCopy } from '../model/device-copy';
import { toRequest, type PlanDraft } from '../model/plan-draft';

interface LoadedPlan {
  plan: SafetyPlan;
  /** True when the server could not be reached and this is the copy kept on the device. */
  fromDevice: boolean;
}

/** Loads from the server, keeping a copy on the device; when the server cannot be reached, that copy. */
async function loadPlan(userId: string, signal: AbortSignal): Promise<LoadedPlan> {
  try {
    const plan = await fetchSafetyPlan(signal);
    keepDeviceCopy(userId, plan);
    return { plan, fromDevice: false };
  } catch (error) {
    const kept = readDeviceCopy(userId);
    if (kept === null || signal.aborted) throw error;
    return { plan: kept, fromDevice: true };
  }
}

/** The signed-in user's safety plan and a save that also works offline (kept, then sent when back). */
export function useSafetyPlan(userId: string) {
  const intl = useIntl();
  const announceSavedOffline = useSavedOfflineNotice();
  const loaded = useResource(`safety-plan:${userId}`, (signal) => loadPlan(userId, signal));
  const { replace } = loaded;

  /** Rejects when the server refused the plan (the page says why); offline it is kept and sent later. */
  const save = useCallback(
    async (draft: PlanDraft, previous: SafetyPlan) => {
      const outcome = await saveSafetyPlan(toRequest(draft));
      if (outcome.status === 'sent') {
        keepDeviceCopy(userId, outcome.answer);
        replace({ plan: outcome.answer, fromDevice: false });
        showToast(intl.formatMessage({ id: 'safetyPlan.saved' }), 'success');
        return;
      }
      const kept = { ...toRequest(draft), updatedAt: previous.updatedAt };
      keepDeviceCopy(userId, kept);
      replace({ plan: kept, fromDevice: true });
      announceSavedOffline();
    },
    [announceSavedOffline, intl, replace, userId],
  );

  return { loaded, save };
}
