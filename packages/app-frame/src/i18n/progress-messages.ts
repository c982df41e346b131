import type { BadgeId } from '@steady/domain';
import { defineCatalogs } from '@steady/ui';

/**
 * Badge names and the completion notices beyond spec §4's own: shown by every remote (a technique finished in
 * mf-techniques or mf-recommendations, a journal entry in mf-account). How each badge is earned is told on
 * the profile only, so those texts stay in mf-account and off every first load.
 */
export const progressCatalogs = defineCatalogs(
  {
    'ui.completion.earnedPremium': '+{xp} XP (+{bonus} Premium)! completed: {name}',
    'ui.completion.limitReached':
      'Completed: {name}. It has already earned XP {limit, plural, one {# time} other {# times}} today, so this time it counts for your history and statistics only.',
    'ui.badge.earned': 'New badge: {badge}',
    'ui.badge.first-step.name': 'First step',
    'ui.badge.three-tools.name': 'Curious',
    'ui.badge.all-tools.name': 'Explorer',
    'ui.badge.first-focus.name': 'First focus',
    'ui.badge.ten-techniques.name': 'Ten times',
    'ui.badge.fifty-techniques.name': 'Fifty times',
    'ui.badge.hour-of-practice.name': 'An hour for yourself',
    'ui.badge.all-states.name': 'Every state',
    'ui.badge.three-states-helped.name': 'What works',
    'ui.badge.seven-days-in-a-month.name': 'Seven good days',
    'ui.badge.welcome-back.name': 'Welcome back',
    'ui.badge.first-journal-entry.name': 'First entry',
    'ui.badge.five-check-ins.name': 'Checking in',
    'ui.badge.level-five.name': 'Level 5',
  } satisfies Record<`ui.badge.${BadgeId}.name` | `ui.${string}`, string>,
  {
    'ui.completion.earnedPremium': '+{xp} XP (+{bonus} Премиум)! Выполнено: {name}',
    'ui.completion.limitReached':
      'Выполнено: {name}. Сегодня эта техника уже {limit, plural, one {# раз} few {# раза} many {# раз} other {# раза}} принесла XP, поэтому теперь она засчитывается только в историю и статистику.',
    'ui.badge.earned': 'Новый значок: {badge}',
    'ui.badge.first-step.name': 'Первый шаг',
    'ui.badge.three-tools.name': 'Любопытство',
    'ui.badge.all-tools.name': 'Исследователь',
    'ui.badge.first-focus.name': 'Первый «Помодоро»',
    'ui.badge.ten-techniques.name': 'Десять раз',
    'ui.badge.fifty-techniques.name': 'Пятьдесят раз',
    'ui.badge.hour-of-practice.name': 'Час для себя',
    'ui.badge.all-states.name': 'Все состояния',
    'ui.badge.three-states-helped.name': 'То, что работает',
    'ui.badge.seven-days-in-a-month.name': 'Семь хороших дней',
    'ui.badge.welcome-back.name': 'С возвращением',
    'ui.badge.first-journal-entry.name': 'Первая запись',
    'ui.badge.five-check-ins.name': 'Слышу себя',
    'ui.badge.level-five.name': 'Уровень 5',
  },
);
