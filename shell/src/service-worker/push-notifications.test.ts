import {
  handleNotificationClick,
  handleNotificationClose,
  handlePush,
  readPushMessage,
  sameOriginUrl,
} from './push-notifications';

const origin = 'https://steady.test';
const payload = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });

function fakeScope(windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = [], maxActions = 2) {
  return {
    location: { origin },
    Notification: { maxActions },
    fetch: jest.fn(async () => new Response('{"nextNudgeAt":null}')),
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async () => null),
    },
  } as unknown as ServiceWorkerGlobalScope & {
    registration: { showNotification: jest.Mock };
    clients: { openWindow: jest.Mock };
    fetch: jest.Mock;
  };
}

const waitedFor = () => {
  const promises: Promise<unknown>[] = [];
  return {
    waitUntil: (promise: Promise<unknown>) => promises.push(promise),
    settled: () => Promise.all(promises),
  };
};

describe('the service worker’s push messages', () => {
  it('reads the contract’s payload: title, body and url', () => {
    expect(
      readPushMessage(
        payload({ title: 'Time to breathe', body: 'Two calm minutes', url: '/techniques/breathing' }),
      ),
    ).toEqual({
      title: 'Time to breathe',
      body: 'Two calm minutes',
      url: '/techniques/breathing',
    });
  });

  it.each([null, payload('not json'), payload({ title: '', body: 'x', url: '/' }), payload({ title: 'Hi' })])(
    'ignores a payload that is not the contract’s (%#)',
    (data) => {
      expect(readPushMessage(data as never)).toBeUndefined();
    },
  );

  it('leads only to pages of Steady itself', () => {
    expect(sameOriginUrl('/recommendations/anxiety', origin)).toBe(`${origin}/recommendations/anxiety`);
    expect(sameOriginUrl('https://elsewhere.example/', origin)).toBeUndefined();
  });

  it('shows the notification with the app’s icon and the page to open', async () => {
    const scope = fakeScope();
    const event = {
      data: payload({ title: 'Check in', body: 'How are you now?', url: 'https://evil.example/' }),
      ...waitedFor(),
    };
    handlePush(scope, event as unknown as PushEvent);
    await event.settled();
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Check in', {
      body: 'How are you now?',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: `${origin}/` },
    });
  });

  it('focuses an open Steady window and takes it to the page, or opens one', async () => {
    const open = {
      url: `${origin}/profile`,
      focus: jest.fn(async () => undefined),
      navigate: jest.fn(async () => undefined),
    };
    const click = (scope: ServiceWorkerGlobalScope) => {
      const event = {
        notification: { close: jest.fn(), data: { url: `${origin}/techniques/breathing` } },
        ...waitedFor(),
      };
      handleNotificationClick(scope, event as unknown as NotificationEvent);
      return event.settled();
    };
    await click(fakeScope([open]));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/techniques/breathing`);

    const noWindow = fakeScope();
    await click(noWindow);
    expect(noWindow.clients.openWindow).toHaveBeenCalledWith(`${origin}/techniques/breathing`);
  });

  it('still takes the open window to the page when the browser refuses to focus it', async () => {
    const refused = new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
    const open = {
      url: `${origin}/`,
      focus: jest.fn(async () => Promise.reject(refused)),
      navigate: jest.fn(),
    };
    const event = {
      notification: { close: jest.fn(), data: { url: `${origin}/techniques/breathing` } },
      ...waitedFor(),
    };
    handleNotificationClick(fakeScope([open]), event as unknown as NotificationEvent);
    await expect(event.settled()).rejects.toBe(refused);
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/techniques/breathing`);
  });

  describe('a reminder’s nudge', () => {
    const token = 'a'.repeat(43);
    const nudgeMessage = {
      title: 'Steady: a moment for you',
      body: 'Your technique is ready when you are.',
      url: '/techniques/breathing',
      tag: 'reminder-7',
      nudge: {
        id: '12',
        token,
        actions: [
          { action: 'start', title: 'Start now' },
          { action: 'snooze', title: 'Snooze 10 min' },
          { action: 'later', title: 'Later today' },
        ],
      },
    };
    const nudgeData = { url: `${origin}/techniques/breathing`, nudge: { id: '12', token } };
    const answered = (scope: { fetch: jest.Mock }) =>
      scope.fetch.mock.calls.map(([url, init]: [string, RequestInit]) => [
        url,
        JSON.parse(String(init.body)),
      ]);

    it('replaces the reminder’s last notification and offers the buttons the browser can show', async () => {
      for (const [maxActions, shown] of [
        [3, ['Start now', 'Snooze 10 min', 'Later today']],
        [2, ['Snooze 10 min', 'Later today']],
      ] as const) {
        const scope = fakeScope([], maxActions);
        const event = { data: payload(nudgeMessage), ...waitedFor() };
        handlePush(scope, event as unknown as PushEvent);
        await event.settled();
        const [, options] = scope.registration.showNotification.mock.calls[0] as [
          string,
          NotificationOptions & { actions: { title: string }[] },
        ];
        expect(options).toMatchObject({ tag: 'reminder-7', renotify: true, data: nudgeData });
        expect(options.actions.map((action) => action.title)).toEqual(shown);
      }
    });

    it('answers "Snooze 10 min" with its token and opens nothing', async () => {
      const scope = fakeScope();
      const event = { action: 'snooze', notification: { close: jest.fn(), data: nudgeData }, ...waitedFor() };
      handleNotificationClick(scope, event as unknown as NotificationEvent);
      await event.settled();
      expect(answered(scope)).toEqual([
        [`${origin}/api/reminders/nudges/12/ack`, { token, action: 'snooze' }],
      ]);
      expect(scope.clients.openWindow).not.toHaveBeenCalled();
    });

    it('answers "Start now" and a plain click, and opens the technique', async () => {
      for (const [clicked, action] of [
        ['start', 'start'],
        ['', 'open'],
      ] as const) {
        const scope = fakeScope();
        const event = {
          action: clicked,
          notification: { close: jest.fn(), data: nudgeData },
          ...waitedFor(),
        };
        handleNotificationClick(scope, event as unknown as NotificationEvent);
        await event.settled();
        expect(answered(scope)).toEqual([[`${origin}/api/reminders/nudges/12/ack`, { token, action }]]);
        expect(scope.clients.openWindow).toHaveBeenCalledWith(`${origin}/techniques/breathing`);
      }
    });

    it('answers a closed notification as seen, and does not fail when offline', async () => {
      const scope = fakeScope();
      scope.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const event = { notification: { data: nudgeData }, ...waitedFor() };
      handleNotificationClose(scope, event as unknown as NotificationEvent);
      await expect(event.settled()).resolves.toBeDefined();
      expect(answered(scope)).toEqual([
        [`${origin}/api/reminders/nudges/12/ack`, { token, action: 'dismiss' }],
      ]);
    });
  });
});
