export { fetchProgress } from './api/progress-api';
export { GuestProgressOffer } from './components/GuestProgressOffer';
export { LevelProgress } from './components/LevelProgress';
export { hasGuestProgress } from './hooks/guest-progress';
