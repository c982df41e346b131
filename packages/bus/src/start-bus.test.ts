/** Each case loads a fresh copy of the bus, as a new page would. */
function freshBus() {
  let loaded!: typeof import('./index');
  jest.isolateModules(() => {
    loaded = require('./index');
  });
  return loaded;
}

const storedUser = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'active',
};

describe('starting the bus', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('token', JSON.stringify('stored-token'));
    localStorage.setItem('user', JSON.stringify(storedUser));
    localStorage.setItem('language', JSON.stringify('ru'));
    localStorage.setItem('theme', JSON.stringify('dusk'));
  });

  it('reads nothing from storage on import', () => {
    const bus = freshBus();
    expect(bus.authChannel.get()).toMatchObject({ token: null, user: null, loading: false });
    expect(bus.languageChannel.get()).toBe('en');
    expect(bus.themeChannel.get()).toBe('system');
  });

  it('restores the saved session as unconfirmed, the language and the theme once started', () => {
    const bus = freshBus();
    bus.startBus();
    expect(bus.authChannel.get()).toMatchObject({
      isAuthenticated: false,
      loading: true,
      token: 'stored-token',
      user: { id: 'u1' },
    });
    expect(bus.languageChannel.get()).toBe('ru');
    expect(bus.themeChannel.get()).toBe('dusk');
  });

  it('saves changes from then on, and a second start changes nothing', () => {
    const bus = freshBus();
    bus.startBus();
    bus.languageCommands.choose('en');
    bus.startBus();
    expect(bus.languageChannel.get()).toBe('en');
    expect(localStorage.getItem('language')).toBe('"en"');
    bus.authCommands.signedOut();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
