import type { BadgeId } from '@steady/domain';
import { defineCatalogs } from './catalogs';

/**
 * Badge names and how each is earned, and the completion notices beyond spec §4's own: shown by every remote
 * (a technique finished in mf-techniques or mf-recommendations, a journal entry in mf-account).
 */
export const progressCatalogs = defineCatalogs(
  {
    'ui.completion.earnedPremium': '+{xp} XP (+{bonus} Premium)! completed: {name}',
    'ui.completion.limitReached':
      'Completed: {name}. It has already earned XP {limit, plural, one {# time} other {# times}} today, so this time it counts for your history and statistics only.',
    'ui.badge.earned': 'New badge: {badge}',
    'ui.badge.first-step.name': 'First step',
    'ui.badge.first-step.how': 'Finish your first technique.',
    'ui.badge.three-tools.name': 'Curious',
    'ui.badge.three-tools.how': 'Try 3 different guided tools.',
    'ui.badge.all-tools.name': 'Explorer',
    'ui.badge.all-tools.how': 'Try each of the eleven guided tools.',
    'ui.badge.first-focus.name': 'First focus',
    'ui.badge.first-focus.how': 'Finish a full Pomodoro session.',
    'ui.badge.ten-techniques.name': 'Ten times',
    'ui.badge.ten-techniques.how': 'Finish 10 techniques, at your own pace.',
    'ui.badge.fifty-techniques.name': 'Fifty times',
    'ui.badge.fifty-techniques.how': 'Finish 50 techniques.',
    'ui.badge.hour-of-practice.name': 'An hour for yourself',
    'ui.badge.hour-of-practice.how': 'Practise for 60 minutes in total.',
    'ui.badge.all-states.name': 'Every state',
    'ui.badge.all-states.how': 'Use a technique for each of the five states.',
    'ui.badge.three-states-helped.name': 'What works',
    'ui.badge.three-states-helped.how': 'Find something that helped (rated 4 or 5) for 3 different states.',
    'ui.badge.seven-days-in-a-month.name': 'Seven good days',
    'ui.badge.seven-days-in-a-month.how':
      'Practise or write on 7 different days in one month. Any days, not in a row.',
    'ui.badge.welcome-back.name': 'Welcome back',
    'ui.badge.welcome-back.how':
      'Come back after two weeks or more away. Nothing is lost while you are gone.',
    'ui.badge.first-journal-entry.name': 'First entry',
    'ui.badge.first-journal-entry.how': 'Write your first journal entry.',
    'ui.badge.five-check-ins.name': 'Checking in',
    'ui.badge.five-check-ins.how': 'Say how you feel before and after a technique 5 times.',
    'ui.badge.level-five.name': 'Level 5',
    'ui.badge.level-five.how': 'Reach level 5.',
  } satisfies Record<`ui.badge.${BadgeId}.${'name' | 'how'}` | `ui.${string}`, string>,
  {
    'ui.completion.earnedPremium': '+{xp} XP (+{bonus} Премиум)! Выполнено: {name}',
    'ui.completion.limitReached':
      'Выполнено: {name}. Сегодня эта техника уже {limit, plural, one {# раз} few {# раза} many {# раз} other {# раза}} принесла XP, поэтому теперь она засчитывается только в историю и статистику.',
    'ui.badge.earned': 'Новый значок: {badge}',
    'ui.badge.first-step.name': 'Первый шаг',
    'ui.badge.first-step.how': 'Выполните первую технику.',
    'ui.badge.three-tools.name': 'Любопытство',
    'ui.badge.three-tools.how': 'Попробуйте 3 разных интерактивных упражнения.',
    'ui.badge.all-tools.name': 'Исследователь',
    'ui.badge.all-tools.how': 'Попробуйте каждое из одиннадцати интерактивных упражнений.',
    'ui.badge.first-focus.name': 'Первый фокус',
    'ui.badge.first-focus.how': 'Проведите полную сессию «Помодоро».',
    'ui.badge.ten-techniques.name': 'Десять раз',
    'ui.badge.ten-techniques.how': 'Выполните 10 техник в своём темпе.',
    'ui.badge.fifty-techniques.name': 'Пятьдесят раз',
    'ui.badge.fifty-techniques.how': 'Выполните 50 техник.',
    'ui.badge.hour-of-practice.name': 'Час для себя',
    'ui.badge.hour-of-practice.how': 'Уделите практике 60 минут в сумме.',
    'ui.badge.all-states.name': 'Все состояния',
    'ui.badge.all-states.how': 'Воспользуйтесь техникой для каждого из пяти состояний.',
    'ui.badge.three-states-helped.name': 'То, что работает',
    'ui.badge.three-states-helped.how': 'Найдите то, что помогло (оценка 4 или 5), для 3 разных состояний.',
    'ui.badge.seven-days-in-a-month.name': 'Семь хороших дней',
    'ui.badge.seven-days-in-a-month.how':
      'Занимайтесь или делайте записи в 7 разных дней одного месяца. Любых, не обязательно подряд.',
    'ui.badge.welcome-back.name': 'С возвращением',
    'ui.badge.welcome-back.how':
      'Вернитесь после перерыва в две недели или больше. За время перерыва ничего не теряется.',
    'ui.badge.first-journal-entry.name': 'Первая запись',
    'ui.badge.first-journal-entry.how': 'Сделайте первую запись в дневнике.',
    'ui.badge.five-check-ins.name': 'Прислушиваясь к себе',
    'ui.badge.five-check-ins.how': '5 раз отметьте, как вы себя чувствуете, до и после техники.',
    'ui.badge.level-five.name': 'Уровень 5',
    'ui.badge.level-five.how': 'Достигните 5-го уровня.',
  },
);
