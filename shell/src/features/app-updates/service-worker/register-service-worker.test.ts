import { registerServiceWorker, waitingWorker } from './register-service-worker';

function installServiceWorker(register: () => Promise<unknown>, controller: object | null = null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(register), controller },
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registering the service worker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('leaves the page working when the browser blocks workers and registers nothing', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    installServiceWorker(async () => undefined);

    registerServiceWorker();
    await settle();

    process.off('unhandledRejection', unhandled);
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('offers a new version that is already waiting under a controlled page', async () => {
    const waiting = { state: 'installed', addEventListener: jest.fn() };
    installServiceWorker(async () => ({ waiting, addEventListener: jest.fn() }), {});

    registerServiceWorker();
    await settle();

    expect(waitingWorker.get()).toBe(waiting);
  });
});
