export { initialUserState } from './initial-state';
export { userStateTransitions } from './actions';
export { userStateChannel, userStateActions } from './channel';
export { recordTechniqueCompletion, type CompletionResult } from './completion';
export { rateCompletedTechnique } from './rating';
export { startUserState } from './start-user-state';
export { announceSyncedEarnings, type SyncedEarnings } from './queued-completions';
