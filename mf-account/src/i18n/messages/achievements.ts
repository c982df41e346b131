import type { BadgeId } from '@steady/domain';
import { defineCatalogs } from '@steady/ui';

/**
 * Badges (how each is earned; their names are shared in @steady/app-frame), the gentle streak and its settings on the
 * profile, and the profile's links to premium pages.
 */
export const achievementMessages = defineCatalogs(
  {
    'achievements.title': 'Badges',
    'achievements.earnedCount': '{earned} of {total} badges earned. Badges are never taken away.',
    'achievements.earned': 'Earned',
    'achievements.locked': 'Not earned yet',
    'achievements.progress': '{current} of {target} so far',
    'achievements.loadFailed': 'We could not load your badges.',
    'activity.title': 'Your week',
    'activity.summary':
      'You took time for yourself on {count, plural, one {# day} other {# days}} of the last 7. Practice and journal entries both count.',
    'activity.none': 'A fresh week. Any day is a good day to start; missed days take nothing away.',
    'activity.day.active': '{day}: you took time for yourself',
    'activity.day.rest': '{day}: a rest day',
    'streakSettings.title': 'Your days',
    'streakSettings.dayStart': 'My day starts at',
    'streakSettings.dayStartHint':
      'Late-night practice before this time counts for the day before. Changes apply from now on.',
    'streakSettings.midnight': 'Midnight',
    'streakSettings.hide': 'Hide the weekly streak',
    'streakSettings.saved': 'Saved',
    'profile.openJournal': 'Mood journal',
    'profile.openStatistics': 'Statistics',
    'badge.first-step.how': 'Finish your first technique.',
    'badge.three-tools.how': 'Try 3 different guided exercises.',
    'badge.all-tools.how': 'Try each of the twelve guided exercises.',
    'badge.first-focus.how': 'Finish a full Pomodoro focus session.',
    'badge.ten-techniques.how': 'Finish 10 techniques, at your own pace.',
    'badge.fifty-techniques.how': 'Finish 50 techniques.',
    'badge.hour-of-practice.how': 'Practise for 60 minutes in total.',
    'badge.all-states.how': 'Use a technique for each of the five states.',
    'badge.three-states-helped.how': 'Find something that helped (rated 4 or 5) for 3 different states.',
    'badge.seven-days-in-a-month.how':
      'Practise or write on 7 different days in one month. Any days, not in a row.',
    'badge.welcome-back.how': 'Come back after two weeks or more away. Nothing is lost while you are gone.',
    'badge.first-journal-entry.how': 'Write your first journal entry.',
    'badge.five-check-ins.how': 'Say how you feel before and after a technique 5 times.',
    'badge.level-five.how': 'Reach level 5.',
  } satisfies Record<`badge.${BadgeId}.how` | `${string}.${string}`, string>,
  {
    'achievements.title': 'Значки',
    'achievements.earnedCount':
      'Получено значков: {earned} из {total}. Полученные значки никогда не пропадают.',
    'achievements.earned': 'Получен',
    'achievements.locked': 'Пока не получен',
    'achievements.progress': 'Пока {current} из {target}',
    'achievements.loadFailed': 'Не удалось загрузить значки.',
    'activity.title': 'Ваша неделя',
    'activity.summary':
      'Вы уделили себе время в {count, plural, one {# день} few {# дня} many {# дней} other {# дня}} из последних 7. Считаются и практика, и записи в дневнике.',
    'activity.none': 'Новая неделя. Начать можно в любой день: пропуски ничего не отнимают.',
    'activity.day.active': '{day}: вы уделили себе время',
    'activity.day.rest': '{day}: день отдыха',
    'streakSettings.title': 'Ваши дни',
    'streakSettings.dayStart': 'Мой день начинается в',
    'streakSettings.dayStartHint':
      'Занятия поздно ночью, до этого времени, засчитываются в предыдущий день. Новое время действует с этой минуты.',
    'streakSettings.midnight': 'Полночь',
    'streakSettings.hide': 'Скрыть недельную серию',
    'streakSettings.saved': 'Сохранено',
    'profile.openJournal': 'Дневник настроения',
    'profile.openStatistics': 'Статистика',
    'badge.first-step.how': 'Выполните первую технику.',
    'badge.three-tools.how': 'Попробуйте 3 разных интерактивных упражнения.',
    'badge.all-tools.how': 'Попробуйте каждое из двенадцати интерактивных упражнений.',
    'badge.first-focus.how': 'Завершите полный рабочий подход «Помодоро».',
    'badge.ten-techniques.how': 'Выполните 10 техник в своём темпе.',
    'badge.fifty-techniques.how': 'Выполните 50 техник.',
    'badge.hour-of-practice.how': 'Уделите практике 60 минут в сумме.',
    'badge.all-states.how': 'Воспользуйтесь техникой для каждого из пяти состояний.',
    'badge.three-states-helped.how': 'Найдите то, что помогло (оценка 4 или 5), для 3 разных состояний.',
    'badge.seven-days-in-a-month.how':
      'Занимайтесь или делайте записи в 7 разных дней одного месяца. Любых, не обязательно подряд.',
    'badge.welcome-back.how':
      'Вернитесь после перерыва в две недели или больше. За время перерыва ничего не теряется.',
    'badge.first-journal-entry.how': 'Сделайте первую запись в дневнике.',
    'badge.five-check-ins.how': '5 раз отметьте, как вы себя чувствуете, до и после техники.',
    'badge.level-five.how': 'Достигните 5-го уровня.',
  },
);
