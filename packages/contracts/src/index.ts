// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

// Classic zod registers its English messages on first use; zod/mini registers none and would answer every
// built-in issue with "Invalid input". Register the same English texts, unless a locale is already set.
if (!z.config().localeError) z.config(z.locales.en());

export * from './schemas';
