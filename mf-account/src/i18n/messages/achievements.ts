import { defineCatalogs } from '@steady/ui';

/** Badges, the gentle streak and its settings on the profile, and the profile's links to premium pages. */
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
  },
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
      'Занятия поздно ночью до этого времени засчитываются предыдущему дню. Изменение действует с этого момента.',
    'streakSettings.midnight': 'Полночь',
    'streakSettings.hide': 'Скрыть недельную серию',
    'streakSettings.saved': 'Сохранено',
    'profile.openJournal': 'Дневник настроения',
    'profile.openStatistics': 'Статистика',
  },
);
