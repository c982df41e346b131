import { defineCatalogs } from '@steady/ui';

/** A run that outlives its page: the running bar, the tab title, alerts, "welcome back", reset and XP rules. */
export const runningToolMessages = defineCatalogs(
  {
    'runningTool.region': 'Exercise in progress',
    'runningTool.backToIt': 'Back to it',
    'runningTool.title': '{time} · {label} — Steady',
    'runningTool.titlePaused': 'Paused · {time} · {label} — Steady',
    'runningTool.titleWaiting': 'Next step · {label} — Steady',
    'runningTool.waiting': 'Waiting for you',
    'tool.notifyWhenHidden': 'Notify me when a step ends while Steady is in the background',
    'tool.startOver': 'Start over',
    'tool.resetConfirm.question': 'Start over? Your progress in this exercise will be lost.',
    'tool.resetConfirm.withText':
      'Start over? What you wrote and your progress in this exercise will be lost.',
    'tool.resetConfirm.keepGoing': 'Keep going',
    'tool.resetConfirm.startOver': 'Yes, start over',
    'tool.noXpShortRun': 'No XP this time: XP comes with at least half of the exercise’s time.',
  },
  {
    'runningTool.region': 'Упражнение идёт',
    'runningTool.backToIt': 'Вернуться',
    'runningTool.title': '{time} · {label} — Steady',
    'runningTool.titlePaused': 'Пауза · {time} · {label} — Steady',
    'runningTool.titleWaiting': 'Следующий шаг · {label} — Steady',
    'runningTool.waiting': 'Ждёт вас',
    'tool.notifyWhenHidden': 'Уведомлять о конце шага, когда Steady в фоне',
    'tool.startOver': 'Начать сначала',
    'tool.resetConfirm.question': 'Начать сначала? Прогресс в этом упражнении пропадёт.',
    'tool.resetConfirm.withText': 'Начать сначала? Написанный текст и прогресс в этом упражнении пропадут.',
    'tool.resetConfirm.keepGoing': 'Нет, продолжить',
    'tool.resetConfirm.startOver': 'Да, начать сначала',
    'tool.noXpShortRun': 'В этот раз без XP: XP начисляется, если выполнена хотя бы половина упражнения.',
  },
);
