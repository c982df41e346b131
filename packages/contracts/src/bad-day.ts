// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { timeZoneSchema } from './time-zone';

/**
 * `PUT /api/user/bad-day`: "Today is hard" on or off. Turned on, it lasts until the user's next day start
 * in `timeZone` (UTC when left out), so the server needs the reader's zone to know when that is.
 */
export const badDayRequestSchema = z.object({
  on: z.boolean(),
  timeZone: z.optional(timeZoneSchema),
});
export type BadDayRequest = z.infer<typeof badDayRequestSchema>;

/** `GET` and `PUT /api/user/bad-day`: until when the mode lasts (an ISO instant), or null when it is off. */
export const badDayStateSchema = z.object({ until: z.nullable(z.string()) });
export type BadDayState = z.infer<typeof badDayStateSchema>;
