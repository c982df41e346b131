import { registerServiceWorker, waitingWorker } from './register-service-worker';

const activeWorker = { postMessage: jest.fn() };
/** What the page loaded, as the Resource Timing API lists it (jsdom has none). */
let loadedResources: string[] = [];
Object.defineProperty(performance, 'getEntriesByType', {
  configurable: true,
  value: () => loadedResources.map((name) => ({ name })),
});

function installServiceWorker(register: () => Promise<unknown>, controller: object | null = null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(register), controller, ready: Promise.resolve({ active: activeWorker }) },
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

  it('once active, asks the worker to keep the app files this page loaded before it took control', async () => {
    loadedResources = [
      `${window.location.origin}/remotes/mf_techniques/routes.1a2b3c4d.js`,
      `${window.location.origin}/main.5e6f7a8b.js`,
      'https://elsewhere.example/remotes/mf_tests/routes.1a2b3c4d.js',
    ];
    installServiceWorker(async () => ({ addEventListener: jest.fn() }));

    registerServiceWorker();
    await settle();

    expect(activeWorker.postMessage).toHaveBeenCalledWith({
      type: 'steady-keep-files',
      urls: [`${window.location.origin}/remotes/mf_techniques/routes.1a2b3c4d.js`],
    });
  });
});
