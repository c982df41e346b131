import { defineCatalogs } from '@steady/ui';

export const pomodoroMessages = defineCatalogs(
  {
    'pomodoro.intro':
      'Focus on one task for 25 minutes, then take a 5-minute break. After every fourth focus session, take a longer 15-minute break.',
    'pomodoro.phase.work': 'Focus',
    'pomodoro.phase.shortBreak': 'Short break',
    'pomodoro.phase.longBreak': 'Long break',
    'pomodoro.hint.work': 'Work only on this one task. Jot down stray thoughts and come back to it.',
    'pomodoro.hint.break': 'Step away from the screen, stretch, drink some water.',
    'pomodoro.sessionOf': 'Focus session {number} of {total}',
    'pomodoro.completedSessions':
      '{count, plural, =0 {No focus sessions completed yet} one {# focus session completed} other {# focus sessions completed}}',
    'pomodoro.ready.work': 'The break is over. Ready to focus again?',
    'pomodoro.ready.shortBreak': 'Well done. Time for a short break.',
    'pomodoro.ready.shortBreakAfterSkip': 'Focus session skipped. Time for a short break.',
    'pomodoro.xpPerSession': '{xp} XP for each focus session you complete (a skipped one earns none).',
    'pomodoro.ready.longBreak': 'Four focus sessions done. Time for a long break.',
    'pomodoro.start.work': 'Start focus',
    'pomodoro.start.shortBreak': 'Start break',
    'pomodoro.start.longBreak': 'Start long break',
    'pomodoro.skip': 'Skip',
    'pomodoro.autoStart': 'Start the next phase automatically',
  },
  {
    'pomodoro.intro':
      'Сосредоточьтесь на одной задаче на 25 минут, затем отдохните 5 минут. После каждого четвёртого подхода сделайте длинный перерыв на 15 минут.',
    'pomodoro.phase.work': 'Работа',
    'pomodoro.phase.shortBreak': 'Короткий перерыв',
    'pomodoro.phase.longBreak': 'Длинный перерыв',
    'pomodoro.hint.work':
      'Занимайтесь только этой задачей. Посторонние мысли записывайте и возвращайтесь к делу.',
    'pomodoro.hint.break': 'Отойдите от экрана, потянитесь, выпейте воды.',
    'pomodoro.sessionOf': 'Рабочий подход {number} из {total}',
    'pomodoro.completedSessions':
      '{count, plural, =0 {Завершённых подходов пока нет} one {Завершён # подход} few {Завершено # подхода} many {Завершено # подходов} other {Завершено # подхода}}',
    'pomodoro.ready.work': 'Перерыв окончен. Готовы снова взяться за дело?',
    'pomodoro.ready.shortBreak': 'Отлично. Время для короткого перерыва.',
    'pomodoro.ready.shortBreakAfterSkip': 'Рабочий подход пропущен. Время для короткого перерыва.',
    'pomodoro.xpPerSession':
      '{xp} XP за каждый завершённый рабочий подход (за пропущенный XP не начисляется).',
    'pomodoro.ready.longBreak': 'Четыре подхода позади. Время для длинного перерыва.',
    'pomodoro.start.work': 'Начать работу',
    'pomodoro.start.shortBreak': 'Начать перерыв',
    'pomodoro.start.longBreak': 'Начать длинный перерыв',
    'pomodoro.skip': 'Пропустить',
    'pomodoro.autoStart': 'Начинать следующий этап автоматически',
  },
);
