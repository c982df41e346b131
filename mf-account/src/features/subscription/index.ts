export { startSubscription } from './api/subscription-api';
export { CheckingSubscription } from './components/CheckingSubscription';
export { SubscriptionBlock } from './components/SubscriptionBlock';
export { SubscriptionTerms } from './components/SubscriptionTerms';
export { useSubscriptionStatus } from './hooks/use-subscription-status';
