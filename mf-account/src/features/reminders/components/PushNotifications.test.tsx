import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChannel } from '@steady/bus';
import { setChannelValue } from '@steady/bus/testing';
import { fakeApi, renderPage, resetDevice, signIn } from '../../../shared/testing/render-page';
import { pushSubscribeWaitMs } from '../api/push-subscription';
import { PushNotifications } from './PushNotifications';

/** A browser's PushSubscription at a push service; each subscribe() gives a new endpoint. */
function browserSubscription(endpoint: string) {
  return {
    endpoint,
    unsubscribe: jest.fn(() => Promise.resolve(true)),
    toJSON: () => ({
      endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  };
}

describe('turning reminder notifications on', () => {
  const previousSubscription = browserSubscription('https://fcm.googleapis.com/fcm/send/another-account');
  const freshSubscription = browserSubscription('https://fcm.googleapis.com/fcm/send/this-account');

  beforeEach(() => {
    resetDevice();
    signIn();
    const subscriptions = [previousSubscription, freshSubscription];
    const registration = {
      pushManager: {
        getSubscription: () => Promise.resolve(null),
        subscribe: jest.fn(() => Promise.resolve(subscriptions.shift())),
      },
    };
    Object.assign(window, {
      PushManager: class {},
      Notification: { permission: 'default', requestPermission: () => Promise.resolve('granted') },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    });
  });

  it("subscribes this browser anew when its subscription is another account's, and says notifications are on", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    fakeApi((method, url, body) => {
      if (url.endsWith('/reminders/push/public-key')) return { status: 200, body: { publicKey: 'BKey' } };
      const { endpoint } = body as { endpoint: string };
      saved.push(endpoint);
      return endpoint === previousSubscription.endpoint
        ? {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                reason: 'push_subscription_taken',
                message: 'This push subscription belongs to another account',
              },
            },
          }
        : { status: 204, body: undefined };
    });
    renderPage(<PushNotifications />, { path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(previousSubscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([previousSubscription.endpoint, freshSubscription.endpoint]);
  });

  /** A browser whose pushManager.subscribe does `subscribe` (the permission is granted). */
  function browserWhoseSubscribe(subscribe: () => Promise<unknown>) {
    const registration = { pushManager: { getSubscription: () => Promise.resolve(null), subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    });
    fakeApi(() => ({ status: 200, body: { publicKey: 'BKey' } }));
  }

  it('says a window without push (a private one) cannot receive notifications, and points to the calendar link', async () => {
    const user = userEvent.setup();
    browserWhoseSubscribe(() => Promise.reject(new DOMException('Push is not available', 'AbortError')));
    renderPage(<PushNotifications />, { path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(
      await screen.findByText(
        'This browser window cannot receive notifications (private windows usually cannot). The calendar link below rings at the same times.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Turn on notifications on this device' }),
    ).not.toBeInTheDocument();
  });

  it('says what is happening while the browser is asked, and in Russian that it did not answer when it hangs', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      setChannelValue(languageChannel, 'ru');
      browserWhoseSubscribe(() => new Promise(() => undefined));
      renderPage(<PushNotifications />, { path: '/profile' });
      await user.click(
        await screen.findByRole('button', { name: 'Включить уведомления на этом устройстве' }),
      );
      expect(await screen.findByText('Просим браузер включить уведомления…')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(pushSubscribeWaitMs);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Браузер не ответил, поэтому уведомления не включены. Попробуйте позже или воспользуйтесь ссылкой для календаря ниже.',
      );
      expect(screen.getByRole('button', { name: 'Включить уведомления на этом устройстве' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
