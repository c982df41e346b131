import { defineCatalogs } from '@steady/ui';

export const catalogs = defineCatalogs(
  {
    'login.title': 'Log in',
    'login.lead': 'Welcome back. Your progress, likes and history are waiting for you.',
    'register.title': 'Create your account',
    'register.lead':
      'Save your progress, liked techniques and history. Steady is for adults aged 18 and over.',
    'callback.title': 'Signing you in…',
    'callback.lead': 'One moment while we finish signing you in.',
    'profile.title': 'Your profile',
    'profile.lead': 'Your details, subscription and progress.',
    'history.title': 'Your history',
    'history.lead': 'The moods you picked and the techniques you used, newest first.',
    'premium.title': 'Steady Premium',
    'premium.lead': 'More techniques, calming audio, a mood journal and detailed statistics.',
    'subscription.title': 'Subscription',
    'subscription.status.active': 'Premium is active.',
    'subscription.status.inactive': 'You are on the free plan.',
    'subscription.status.past_due':
      'Your payment is overdue. Please update your payment details to keep Premium.',
    'subscription.status.canceled': 'Your Premium subscription has ended.',
    'subscription.status.cancelPending':
      'Premium is cancelled and stays active until the end of the paid period.',
  },
  {
    'login.title': 'Вход',
    'login.lead': 'С возвращением. Ваш прогресс, избранное и история на месте.',
    'register.title': 'Регистрация',
    'register.lead': 'Сохраняйте прогресс, понравившиеся техники и историю. Steady — для взрослых от 18 лет.',
    'callback.title': 'Выполняем вход…',
    'callback.lead': 'Секунду, завершаем вход.',
    'profile.title': 'Ваш профиль',
    'profile.lead': 'Ваши данные, подписка и прогресс.',
    'history.title': 'Ваша история',
    'history.lead': 'Состояния, которые вы выбирали, и техники, которыми пользовались, — сначала новые.',
    'premium.title': 'Steady Премиум',
    'premium.lead': 'Больше техник, успокаивающее аудио, дневник настроения и подробная статистика.',
    'subscription.title': 'Подписка',
    'subscription.status.active': 'Премиум активен.',
    'subscription.status.inactive': 'У вас бесплатный тариф.',
    'subscription.status.past_due': 'Платёж просрочен. Обновите платёжные данные, чтобы сохранить Премиум.',
    'subscription.status.canceled': 'Подписка Премиум закончилась.',
    'subscription.status.cancelPending': 'Премиум отменён и действует до конца оплаченного периода.',
  },
);
