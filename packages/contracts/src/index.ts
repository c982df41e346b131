// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

// Classic zod registers its English messages on first use; zod/mini registers none and would answer every
// built-in issue with "Invalid input". Register the same English texts, unless a locale is already set.
if (!z.config().localeError) z.config(z.locales.en());

export * from './billing';
export * from './constants';
export * from './domain';
export * from './errors';
export * from './health';
export * from './remotes';
export * from './user';
export * from './plan';
export * from './progress';
export * from './auth';
export * from './history';
export * from './tests';
export * from './content';
export * from './audio';
export * from './offline-audio';
export * from './time-zone';
export * from './journal';
export * from './statistics';
export * from './personal-recommendations';
export * from './achievements';
export * from './account';
export * from './sessions';
export * from './mail-flows';
export * from './support';
export * from './reminders';
export * from './theme';
export * from './idempotency';
