export {
  addExperience,
  completionReward,
  completionXpOnPlan,
  initialProgress,
  premiumXpMultiplier,
  xpCompletionsPerTechniquePerDay,
  xpRules,
  type CompletionReward,
  type XpResult,
} from './xp';
export { techniqueFactsOf, techniqueOfTool, toolsAmong, type ToolTechnique } from './techniques';
export { techniqueCatalogue } from './technique-catalogue.generated';
export type { TechniqueFacts } from './technique-facts';
export { addDays, dayDistance, daysBetween, localDayOf, localDayStart, type LocalDay } from './local-day';
export {
  longestReturnAfterBreak,
  mostActiveDaysInOneMonth,
  recentActivity,
  streakWindowDays,
  type RecentActivity,
} from './streaks';
export {
  badgeIds,
  badgeRules,
  badgeStandings,
  newlyEarnedBadges,
  type BadgeFacts,
  type BadgeId,
  type BadgeProgress,
} from './badges';
export { checkInEffectiveness, moodRatingScores, moodScoreOf } from './journal-scores';
export {
  helpedAverageRating,
  personalRecommendationLimit,
  rankPersonalRecommendations,
  suggestedAfterCompletions,
  type TechniqueEvidence,
  type TechniquePopularity,
} from './personal-recommendations';
export { isBadDayOn } from './bad-day';
