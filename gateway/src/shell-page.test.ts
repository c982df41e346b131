import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootDataSchema } from '@steady/contracts';
import { loadGatewayConfig } from './config';
import { createShellPage, remoteOwning } from './shell-page';

const manifest = {
  id: 'mf_tests',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
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

  it('knows which remote owns a path, as the shell routes it', () => {
    expect(remoteOwning('/')).toBe('mf_recommendations');
    expect(remoteOwning('/recommendations/anxiety')).toBe('mf_recommendations');
    expect(remoteOwning('/adhd-test/result/abc')).toBe('mf_tests');
    expect(remoteOwning('/terms')).toBeUndefined();
    expect(remoteOwning('/recommendations/anxiety/extra')).toBeUndefined();
  });

  it('carries the remotes map, the page’s remote manifest, and preloads its entry and routes chunk', () => {
    const { remotes } = loadGatewayConfig({ STATIC_ROOT: root });
    const html = createShellPage(remotes, root)(indexFile, '/adhd-test')!;
    const bootData = bootDataIn(html);
    expect(bootData.remotes).toEqual(remotes);
    expect(bootData.manifests).toEqual({ '/remotes/mf_tests/mf-manifest.json': manifest });
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf_tests/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_tests/__federation_expose_routes.1a2b3c4d.js">',
    );
    // Nothing in the inlined JSON can close its script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('leaves a remote deployed elsewhere, or not built, for the browser to fetch', () => {
    const { remotes } = loadGatewayConfig({
      STATIC_ROOT: root,
      REMOTE_MF_TESTS_URL: 'https://cdn.example.com/mf-tests/mf-manifest.json',
    });
    const renderPage = createShellPage(remotes, root);
    for (const pathname of ['/adhd-test', '/login', '/terms']) {
      const html = renderPage(indexFile, pathname)!;
      expect(bootDataIn(html)).toEqual({ remotes, manifests: {} });
      expect(html).not.toContain('rel="preload"');
    }
  });

  it('is absent when the shell is not built', () => {
    const { remotes } = loadGatewayConfig({ STATIC_ROOT: root });
    expect(createShellPage(remotes, root)(path.join(root, 'nowhere/index.html'), '/')).toBeUndefined();
  });
});
