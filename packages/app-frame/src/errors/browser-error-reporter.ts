import {
  browserErrorLimits,
  browserErrorsPath,
  remoteNames,
  type BrowserErrorReport,
  type RemoteName,
  type RemotesMap,
} from '@steady/contracts';

type ReportingApp = BrowserErrorReport['app'];
type ErrorKind = BrowserErrorReport['kind'];

/** Reports one page load may send: a crash loop on a phone must not drain its battery or our logs. */
export const maxReportsPerPage = 10;

interface ReporterState {
  /** The app that runs the page: the shell, or a remote's standalone frame. */
  pageApp: ReportingApp;
  /** Each app's build version, and where its code is loaded from (to tell whose code threw). */
  builds: Map<ReportingApp, { version: string; codeBase?: string }>;
  sent: number;
  sentAlready: Set<string>;
}

let state: ReporterState | undefined;

const unknownVersion = 'unknown';

/** The page's own build, as the build wrote it into the page. */
const pageBuildVersion = () =>
  document.querySelector('meta[name="steady-build"]')?.getAttribute('content') ?? unknownVersion;

/** Addresses lose their query and fragment (tokens and ids travel there); e-mail addresses are masked. */
function withoutPersonalData(text: string, limit: number): string {
  return text
    .replace(/((?:https?:\/\/|\/)[^\s?#'"()]*)[?#][^\s'"()]*/g, '$1')
    .replace(/[^\s@'"()]+@[^\s@'"()]+\.[a-z]{2,}/gi, '[email]')
    .slice(0, limit);
}

/** Only the first segment of the path: `/recommendations/anxiety` says a state, a result's path its id. */
const currentPage = () => {
  const first = window.location.pathname.split('/')[1]?.toLowerCase() ?? '';
  return /^[a-z0-9-]{1,40}$/.test(first) ? `/${first}` : '/';
};

/** Whose code threw: the remote whose code base its stack names first, else the page's own app. */
function appOf(stack: string, current: ReporterState): ReportingApp {
  let found: { app: ReportingApp; at: number } | undefined;
  for (const [app, { codeBase }] of current.builds) {
    const at = codeBase === undefined ? -1 : stack.indexOf(codeBase);
    if (at !== -1 && (found === undefined || at < found.at)) found = { app, at };
  }
  return found?.app ?? current.pageApp;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'A value that is not an Error was thrown' };
}

/**
 * Sends one report to the gateway, anonymously (no token, no cookie), at most `maxReportsPerPage` per page
 * load and never the same one twice. A report that cannot be sent is dropped: it must not raise an error
 * of its own.
 */
export function reportBrowserError(kind: ErrorKind, error: unknown, app?: ReportingApp): void {
  const current = state;
  if (!current || current.sent >= maxReportsPerPage) return;
  const { message, stack } = describe(error);
  const source = app ?? appOf(`${stack ?? ''}`, current);
  const report: BrowserErrorReport = {
    app: source,
    version: current.builds.get(source)?.version ?? unknownVersion,
    kind,
    message: withoutPersonalData(message, browserErrorLimits.message),
    ...(stack === undefined ? {} : { stack: withoutPersonalData(stack, browserErrorLimits.stack) }),
    page: currentPage(),
  };
  const key = `${report.app} ${report.kind} ${report.message}`;
  if (current.sentAlready.has(key)) return;
  current.sentAlready.add(key);
  current.sent += 1;
  try {
    fetch(browserErrorsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'omit',
      // The page may be going away (a crash, a reload): the report still leaves.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch at all (a very old browser): nothing to report with.
  }
}

/** Remembers each remote's build version and code base from the remotes map, to tell whose code threw. */
export function rememberRemoteBuilds(remotes: Partial<RemotesMap>): void {
  if (!state) return;
  for (const name of remoteNames as readonly RemoteName[]) {
    const remote = remotes[name];
    if (!remote) continue;
    const codeBase = new URL('.', new URL(remote.manifest, window.location.href)).href;
    state.builds.set(name, { version: remote.version ?? unknownVersion, codeBase });
  }
}

/**
 * Reports what nobody caught on this page, from the shell or any remote: uncaught errors and rejected
 * promises nobody handled. Called once by the app that runs the page (the shell's boot, a remote's
 * standalone frame) before anything else of it runs.
 */
export function startErrorReporting(pageApp: ReportingApp): void {
  if (state) return;
  state = {
    pageApp,
    builds: new Map([[pageApp, { version: pageBuildVersion() }]]),
    sent: 0,
    sentAlready: new Set(),
  };
  window.addEventListener('error', (event) => {
    // A script or image that failed to load: the remote loader retries those and reports the remote.
    if (!(event instanceof ErrorEvent)) return;
    reportBrowserError('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) =>
    reportBrowserError('unhandledrejection', event.reason),
  );
}
