// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { moodSchema, subscriptionStatusSchema } from './domain';
import { themeChoiceSchema } from './theme';

/** The signed-in user as `GET /api/auth/profile` returns it. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.optional(z.nullable(z.string())),
  /** When the user last uploaded a photo (served to them only, at `profilePhotoPath`); null: none uploaded. */
  uploadedPhotoAt: z.optional(z.nullable(z.string())),
  /** False for an account that signs in only with Google (it has no password to change or confirm with). */
  hasPassword: z.optional(z.boolean()),
  memberSince: z.string(),
  subscription_status: subscriptionStatusSchema,
  /**
   * True when billing could not be reached: `subscription_status` is then its last answer (kept 15 minutes)
   * or `inactive` when there is none, and the browser says "Checking your subscription…". Absent: false.
   */
  subscription_checking: z.optional(z.boolean()),
  /** The theme the user chose (premium); absent until they choose one. */
  theme: z.optional(themeChoiceSchema),
  /** Until when "Today is hard" lasts (an ISO instant; see bad-day.ts); absent or null: off. */
  badDayUntil: z.optional(z.nullable(z.string())),
});
export type User = z.infer<typeof userSchema>;

/** XP and level, on the server (`GET /api/user/progress`) and in the local userState. */
export const progressSchema = z.object({
  xp: z.int().check(z.nonnegative()),
  level: z.int().check(z.minimum(1)),
  xpToNextLevel: z.int().check(z.positive()),
  completedTechniques: z.array(z.string()),
  badges: z.array(z.string()),
});
export type Progress = z.infer<typeof progressSchema>;

/** One local history entry (spec §3). */
export const historyEntrySchema = z.object({
  id: z.string(),
  techniqueId: z.string(),
  mood: z.nullable(moodSchema),
  xpEarned: z.int().check(z.nonnegative()),
  timestamp: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The userState kept in localStorage under `userState`. */
export const userStateSchema = z.object({
  currentMood: z.nullable(moodSchema),
  favorites: z.array(z.string()),
  progress: progressSchema,
  history: z.array(historyEntrySchema),
});
export type UserState = z.infer<typeof userStateSchema>;
