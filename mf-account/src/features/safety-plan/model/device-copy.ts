import { readStored, writeStored } from '@steady/bus';
import { safetyPlanSchema, type SafetyPlan } from '@steady/contracts';

/**
 * The last plan loaded or saved, kept on this device so the plan opens offline. Keyed by account: on a
 * shared device another account never reads it, and it is shown only while its owner is signed in.
 */
const keyOf = (userId: string) => `steady:safety-plan:${userId}`;

export const readDeviceCopy = (userId: string): SafetyPlan | null =>
  readStored(keyOf(userId), safetyPlanSchema, null);

export const keepDeviceCopy = (userId: string, plan: SafetyPlan): void => writeStored(keyOf(userId), plan);

/** Once the account is deleted, nothing of its plan stays on this device either. */
export const forgetDeviceCopy = (userId: string): void => writeStored(keyOf(userId), null);
