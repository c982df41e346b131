import type { BrowserErrorReport } from '@steady/contracts';
import {
  maxReportsPerPage,
  rememberRemoteBuilds,
  reportBrowserError,
  startErrorReporting,
} from './browser-error-reporter';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

const sentReports = () =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => {
    expect(url).toBe('/api/browser-errors');
    expect(init.credentials).toBe('omit');
    return JSON.parse(String(init.body)) as BrowserErrorReport;
  });

function throwUncaught(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

function errorWithStack(message: string, stack: string) {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n${stack}`;
  return error;
}

describe('reporting browser errors', () => {
  beforeAll(() => {
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.insertAdjacentHTML('beforeend', '<meta name="steady-build" content="shell0build1">');
    window.history.pushState({}, '', '/recommendations/anxiety?from=home#tip');
    startErrorReporting('shell');
    rememberRemoteBuilds({
      mf_tests: { manifest: '/remotes/mf_tests/mf-manifest.json', routes: [], version: 'tests0build2' },
    });
  });
  beforeEach(() => fetchMock.mockClear());

  it('sends an uncaught error with the page’s app and build, the page’s first path segment and no personal data', () => {
    throwUncaught(
      errorWithStack(
        'Could not load https://steady.example/api/audio/x.mp3?signature=secret for ana@example.com',
        '    at play (http://localhost/static/js/main.3f9a1c2b.js:1:10)',
      ),
    );
    expect(sentReports()).toEqual([
      {
        app: 'shell',
        version: 'shell0build1',
        kind: 'error',
        message: 'TypeError: Could not load https://steady.example/api/audio/x.mp3 for [email]',
        stack: expect.stringContaining('at play (http://localhost/static/js/main.3f9a1c2b.js:1:10)'),
        page: '/recommendations',
      },
    ]);
    expect(JSON.stringify(sentReports())).not.toMatch(/secret|ana@|anxiety/);
  });

  it('names the remote whose code threw, with that remote’s build', () => {
    throwUncaught(
      errorWithStack(
        'score is undefined',
        '    at Result (http://localhost/remotes/mf_tests/static/js/result.1a2b3c4d.js:1:200)\n' +
          '    at renderWithHooks (http://localhost/static/js/main.3f9a1c2b.js:2:30)',
      ),
    );
    expect(sentReports()).toEqual([
      expect.objectContaining({ app: 'mf_tests', version: 'tests0build2', kind: 'error' }),
    ]);
  });

  it('sends a rejected promise nobody handled', () => {
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new RangeError('Invalid time value') }),
    );
    expect(sentReports()).toEqual([
      expect.objectContaining({
        app: 'shell',
        kind: 'unhandledrejection',
        message: 'RangeError: Invalid time value',
      }),
    ]);
  });

  it('sends a remote that could not be loaded under the remote’s name', () => {
    reportBrowserError('remote-unavailable', new Error('Failed to fetch remoteEntry.js'), 'mf_account');
    expect(sentReports()).toEqual([
      expect.objectContaining({ app: 'mf_account', version: 'unknown', kind: 'remote-unavailable' }),
    ]);
  });

  it(`sends the same error once, and at most ${maxReportsPerPage} reports a page load`, () => {
    throwUncaught(new Error('the same'));
    throwUncaught(new Error('the same'));
    expect(sentReports()).toHaveLength(1);
    for (let index = 0; index < 2 * maxReportsPerPage; index += 1) throwUncaught(new Error(`error ${index}`));
    // Four reports went out in the tests above.
    expect(sentReports()).toHaveLength(maxReportsPerPage - 4);
  });
});
