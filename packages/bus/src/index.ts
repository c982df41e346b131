export { createChannel, type Channel, type Listener, type OwnedChannel, type Update } from './channel';
export { readStored, writeStored, type StorageArea } from './storage';
export { useChannel } from './use-channel';
export { useViewer, type Viewer } from './use-viewer';
export {
  authChannel,
  hasPremium,
  premiumAccess,
  type PremiumAccess,
  languageChannel,
  runningToolsChannel,
  subscriptionChannel,
  themeChannel,
  toastChannel,
  type AuthState,
  type RunningTool,
  type SubscriptionState,
  type Toast,
} from './channels';
export {
  authCommands,
  languageCommands,
  runningToolsCommands,
  subscriptionCommands,
  themeCommands,
} from './commands';
export { authTransitions } from './auth-transitions';
export { showToast, dismissToast } from './toasts';
export { busInstanceId } from './instance';
export { startBus } from './start-bus';
export { followAuthWithSubscription } from './subscription-follows-auth';
export { followAuthWithTheme } from './theme-follows-auth';
export { badDayChannel, badDayCommands, followAuthWithBadDay } from './bad-day';
export { useBadDay } from './use-bad-day';
