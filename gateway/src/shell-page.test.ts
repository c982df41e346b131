import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootDataSchema, remoteNames, type RemoteName, type RemotesMap } from '@steady/contracts';
import { loadGatewayConfig } from './config';
import { createFederationManifests } from './federation-manifests';
import { createShellPage, remoteOwning } from './shell-page';

const manifest = {
  id: 'mf_tests',
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routes: ['/adhd-test', '/adhd-test/result/:resultId', '/short-test'],
  },
  exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'] } } }],
  shared: [],
  note: '</script><script>alert(1)</script>',
};

describe('the shell page', () => {
  let root: string;
  let indexFile: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'steady-shell-page-'));
    indexFile = path.join(root, 'shell/dist/index.html');
    mkdirSync(path.dirname(indexFile), { recursive: true });
    writeFileSync(
      indexFile,
      '<html><head><script defer src="/main.1.js"></script></head><body></body></html>',
    );
    mkdirSync(path.join(root, 'mf-tests/dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-tests/dist/mf-manifest.json'), JSON.stringify(manifest));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const bootDataIn = (html: string) =>
    bootDataSchema.parse(
      JSON.parse(/<script type="application\/json" id="steady-boot">(.*?)<\/script>/.exec(html)![1]!),
    );

  const shellPageFor = (env: NodeJS.ProcessEnv) => {
    const { remotes } = loadGatewayConfig({ STATIC_ROOT: root, ...env });
    const federationManifests = createFederationManifests(remotes, root);
    return { federationManifests, renderPage: createShellPage(federationManifests) };
  };

  it('knows which remote owns a path from the routes each remote declares, as the shell routes it', () => {
    const declaredRoutes: Partial<Record<RemoteName, string[]>> = {
      mf_recommendations: ['/', '/recommendations/:mood'],
      mf_tests: ['/adhd-test/result/:resultId'],
      mf_account: ['/login'],
    };
    // Every other remote declares nothing.
    const remotes = Object.fromEntries(
      remoteNames.map((name) => [name, { manifest: `/${name}.json`, routes: declaredRoutes[name] ?? [] }]),
    ) as RemotesMap;
    expect(remoteOwning(remotes, '/')).toBe('mf_recommendations');
    expect(remoteOwning(remotes, '/recommendations/anxiety')).toBe('mf_recommendations');
    expect(remoteOwning(remotes, '/adhd-test/result/abc')).toBe('mf_tests');
    expect(remoteOwning(remotes, '/terms')).toBeUndefined();
    expect(remoteOwning(remotes, '/recommendations/anxiety/extra')).toBeUndefined();
  });

  it('carries the remotes map with each built remote’s routes, the page’s remote manifest, and preloads its entry and routes chunk', () => {
    const { renderPage } = shellPageFor({});
    const { html } = renderPage(indexFile, '/adhd-test')!;
    const bootData = bootDataIn(html);
    expect(bootData.remotes.mf_tests).toEqual({
      manifest: '/remotes/mf_tests/mf-manifest.json',
      routes: ['/adhd-test', '/adhd-test/result/:resultId', '/short-test'],
    });
    // A remote whose build is missing declares nothing yet.
    expect(bootData.remotes.mf_account).toEqual({
      manifest: '/remotes/mf_account/mf-manifest.json',
      routes: [],
    });
    expect(bootData.manifests).toEqual({ '/remotes/mf_tests/mf-manifest.json': manifest });
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf_tests/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_tests/__federation_expose_routes.1a2b3c4d.js">',
    );
    // Nothing in the inlined JSON can close its script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('leaves the manifest of a remote deployed elsewhere, or not built, for the browser to fetch', () => {
    const { renderPage } = shellPageFor({ REMOTE_MF_TESTS_URL: 'http://127.0.0.1:9/mf-manifest.json' });
    for (const pathname of ['/adhd-test', '/login', '/terms']) {
      const { html } = renderPage(indexFile, pathname)!;
      expect(bootDataIn(html).manifests).toEqual({});
      expect(html).not.toContain('rel="preload"');
    }
  });

  it('says the app has a page only where the shell or a remote declares one', () => {
    const { renderPage } = shellPageFor({});
    for (const pathname of ['/adhd-test', '/adhd-test/result/abc', '/terms', '/support/', '/privacy']) {
      expect([pathname, renderPage(indexFile, pathname)!.found]).toEqual([pathname, true]);
    }
    // /login belongs to mf-account, whose build is missing here: its routes are not known yet.
    for (const pathname of ['/metrics', '/readyz', '/wp-admin', '/adhd-test/extra/deep', '/login']) {
      expect([pathname, renderPage(indexFile, pathname)!.found]).toEqual([pathname, false]);
    }
  });

  it('is absent when the shell is not built', () => {
    const { renderPage } = shellPageFor({});
    expect(renderPage(path.join(root, 'nowhere/index.html'), '/')).toBeUndefined();
  });
});
