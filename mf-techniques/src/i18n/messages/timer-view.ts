import { defineCatalogs } from '@steady/ui';

/** The timer a running tool can show on its own: an always-on-top pop-out, or full screen. */
export const timerViewMessages = defineCatalogs(
  {
    'timerView.popOut': 'Pop out timer',
    'timerView.fullScreen': 'Full-screen timer',
    'timerView.back': 'Back to the page',
    'timerView.ended': 'This exercise has ended.',
  },
  {
    'timerView.popOut': 'Таймер поверх окон',
    'timerView.fullScreen': 'Таймер на весь экран',
    'timerView.back': 'Вернуться к странице',
    'timerView.ended': 'Упражнение закончилось.',
  },
);
