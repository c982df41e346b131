export { startSubscription } from './api/subscription-api';
export { SubscriptionBlock } from './components/SubscriptionBlock';
export { SubscriptionTerms } from './components/SubscriptionTerms';
export { useSubscriptionStatus } from './hooks/use-subscription-status';
