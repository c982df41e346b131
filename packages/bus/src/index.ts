export { createChannel, type Channel, type Listener, type Update } from './channel';
export { readStored, writeStored } from './storage';
export { useChannel } from './use-channel';
export {
  authChannel,
  languageChannel,
  subscriptionChannel,
  toastChannel,
  type AuthState,
  type SubscriptionState,
  type Toast,
} from './channels';
export { authTransitions } from './auth-transitions';
export { showToast, dismissToast } from './toasts';
export { busInstanceId } from './instance';
export { followAuthWithSubscription } from './subscription-follows-auth';
