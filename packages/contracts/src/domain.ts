// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/** The five states a user can pick on the home screen (the sixth tile, "I don't know", leads to the short test). */
export const moods = ['anxiety', 'procrastination', 'irritability', 'hyperactivity', 'overwhelm'] as const;
export const moodSchema = z.enum(moods);
export type Mood = z.infer<typeof moodSchema>;

/** The mood rating scale of the journal and history. */
export const moodRatings = ['veryGood', 'good', 'neutral', 'bad', 'veryBad'] as const;
export const moodRatingSchema = z.enum(moodRatings);
export type MoodRating = z.infer<typeof moodRatingSchema>;

export const languages = ['en', 'ru'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'en';

/** The twelve interactive tools of mf-techniques, selected by a technique entry's `appName`. */
export const appNames = [
  'breathing',
  'grounding',
  'pomodoro',
  'tenseRelease',
  'brainDump',
  'gratitude',
  'oneMinuteRule',
  'fiveMinuteRule',
  'dynamicBreak',
  'muscleStretching',
  'stop',
  'stuckToStarted',
] as const;
export const appNameSchema = z.enum(appNames);
export type AppName = z.infer<typeof appNameSchema>;

/** `paused`: the subscriber paused Premium for 1–3 months; nothing is charged and Premium resumes by itself. */
const subscriptionStatuses = [
  'active',
  'inactive',
  'past_due',
  'canceled',
  'cancelPending',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
