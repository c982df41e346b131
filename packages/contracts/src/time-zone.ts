// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/** True for a time zone this runtime knows: an IANA name such as "Europe/Moscow", or "UTC". */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's time zone (the browser's `Intl` answer), sent with calls that count days: a day is counted
 * where the user lives it. Left out, days are counted in UTC.
 */
export const timeZoneSchema = z
  .string()
  .check(z.maxLength(64), z.refine(isTimeZone, 'Must be a time zone such as Europe/Moscow'));

export const defaultTimeZone = 'UTC';
