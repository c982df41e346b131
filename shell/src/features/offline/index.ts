import { lazy } from 'react';

export { keepWhatThisPageUsed } from './offline-app';
export { offlineSectionId } from './components/offline-section-id';

// Read by few: loaded only when `/support` opens, never on the first load of another page.
export const OfflineSection = lazy(async () => ({
  default: (await import('./components/OfflineSection')).OfflineSection,
}));
