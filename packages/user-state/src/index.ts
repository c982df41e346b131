export { initialProgress, initialUserState } from './initial-state';
export { addExperience, type XpResult } from './xp';
export { userStateTransitions } from './actions';
export { userStateChannel, userStateActions } from './channel';
export { recordTechniqueCompletion, type CompletionResult } from './completion';
