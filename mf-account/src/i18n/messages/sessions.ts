import { defineCatalogs } from '@steady/ui';

/** Sessions: the notice after one ended, and signing out on every device. */
export const sessionMessages = defineCatalogs(
  {
    'session.ended': 'Your session ended — please sign in again',
    'session.everywhere.title': 'Signed-in devices',
    'session.everywhere.lead':
      'Signed in on a shared or lost device? End every session at once, this one included.',
    'session.everywhere.button': 'Sign out everywhere',
    'session.everywhere.failed': 'Could not sign out everywhere. Please try again.',
  },
  {
    'session.ended': 'Сеанс завершился — войдите снова',
    'session.everywhere.title': 'Устройства, где выполнен вход',
    'session.everywhere.lead':
      'Входили на чужом или потерянном устройстве? Завершите все сеансы сразу, включая этот.',
    'session.everywhere.button': 'Выйти на всех устройствах',
    'session.everywhere.failed': 'Не получилось выйти на всех устройствах. Попробуйте ещё раз.',
  },
);
