// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { timeZoneSchema } from './time-zone';

/** The latest hour a user's day may start at: late-night use counts for the day before. */
export const maxDayStartHour = 6;

/** `GET` and `PUT /api/user/settings`: when the user's day starts, and whether streaks show at all. */
export const userSettingsSchema = z.object({
  dayStartHour: z.int().check(z.minimum(0), z.maximum(maxDayStartHour)),
  hideStreaks: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** `GET /api/user/achievements?timeZone=` */
export const achievementsQuerySchema = z.object({ timeZone: z.optional(timeZoneSchema) });

const badgeStandingSchema = z.object({
  id: z.string(),
  earned: z.boolean(),
  /** How far along the user is, up to `target`. */
  current: z.int(),
  target: z.int(),
  showsProgress: z.boolean(),
});
export type BadgeStanding = z.infer<typeof badgeStandingSchema>;

/** Every badge (earned or how to earn it) and the gentle streak: active days in the last seven. */
export const achievementsResponseSchema = z.object({
  badges: z.array(badgeStandingSchema),
  activity: z.object({
    hidden: z.boolean(),
    activeDays: z.int(),
    days: z.array(z.object({ day: z.string(), active: z.boolean() })),
  }),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
