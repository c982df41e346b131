import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { pageBootScriptHash } from '@steady/ui/theme-document';
import { createLogger } from '@steady/service-common';
import { buildGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';

const logger = createLogger({ name: 'gateway', level: 'silent' });

function writeFile(root: string, relativePath: string, text: string | Buffer) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** An mf-manifest.json as a remote's build writes it, with the routes the remote declares. */
const federationManifest = (id: string, routes: string[]) => ({
  id,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes },
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.a1b2c3d4e5.js'] } } }],
});
const testsManifest = federationManifest('mf_tests', ['/adhd-test', '/adhd-test/result/:resultId']);
const recommendationsManifest = federationManifest('mf_recommendations', ['/', '/recommendations/:mood']);

/**
 * A repository-like folder with the shell and one remote (mf-tests) built, the home remote's manifest alone,
 * the other remotes not built.
 */
function createBuiltFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'steady-gateway-'));
  writeFile(root, 'shell/dist/index.html', '<!doctype html><title>Steady</title><div id="root"></div>');
  writeFile(root, 'shell/dist/static/js/main.3f9a1c2b7d.js', 'console.log("shell")');
  writeFile(root, 'shell/dist/static/js/main.3f9a1c2b7d.js.br', brotliCompressSync('console.log("shell")'));
  writeFile(root, 'shell/dist/static/js/main.3f9a1c2b7d.js.gz', gzipSync('console.log("shell")'));
  writeFile(root, 'shell/dist/favicon.svg', '<svg></svg>');
  writeFile(
    root,
    'mf-tests/dist-standalone/index.html',
    '<!doctype html><html><head><title>Tests</title></head></html>',
  );
  writeFile(root, 'mf-tests/dist-standalone/main.5e6f7a8b.js', 'console.log("mf_tests alone")');
  writeFile(root, 'mf-tests/dist/mf-manifest.json', JSON.stringify(testsManifest));
  writeFile(root, 'mf-recommendations/dist/mf-manifest.json', JSON.stringify(recommendationsManifest));
  writeFile(root, 'shell/dist/robots.txt', 'User-agent: *\nDisallow: /api/\n');
  writeFile(root, 'mf-tests/dist/remoteEntry.js', 'var mf_tests;');
  writeFile(root, 'mf-tests/dist/static/js/routes.a1b2c3d4e5.js', 'export {}');
  writeFile(root, 'mf-tests/dist/static/js/routes.a1b2c3d4e5.js.map', '{"sources":["secret.ts"]}');
  writeFile(root, 'shell/dist/static/js/main.3f9a1c2b7d.js.map', '{"sources":["secret.ts"]}');
  writeFile(root, 'shell/dist/stats.json', '{"modules":[]}');
  return root;
}

describe('the gateway serving builds', () => {
  let root: string;
  let gateway: Gateway;

  beforeAll(() => {
    root = createBuiltFixture();
    gateway = buildGateway(loadGatewayConfig({ STATIC_ROOT: root, LOG_LEVEL: 'silent' }), logger);
  });

  it('never serves source maps or build statistics, even when a build folder holds them', async () => {
    for (const file of [
      '/static/js/main.3f9a1c2b7d.js.map',
      '/stats.json',
      '/remotes/mf_tests/static/js/routes.a1b2c3d4e5.js.map',
    ]) {
      const response = await request(gateway.app).get(file);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('secret.ts');
    }
    expect((await request(gateway.app).get('/static/js/main.3f9a1c2b7d.js')).status).toBe(200);
  });
  afterAll(() => {
    gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html, uncached, at / and for a deep link', async () => {
    for (const url of ['/', '/recommendations/anxiety', '/adhd-test/result/42']) {
      const response = await request(gateway.app).get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and revalidates unhashed ones', async () => {
    const hashed = await request(gateway.app).get('/static/js/main.3f9a1c2b7d.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(gateway.app).get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends build files without Last-Modified, Accept-Ranges or a request id, and an ETag only where they are revalidated', async () => {
    const hashed = await request(gateway.app).get('/static/js/main.3f9a1c2b7d.js');
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
    expect(hashed.headers['accept-ranges']).toBeUndefined();
    expect(hashed.headers['x-request-id']).toBeUndefined();
    const entry = await request(gateway.app).get('/remotes/mf_tests/remoteEntry.js');
    expect(entry.headers.etag).toBeDefined();
    const again = await request(gateway.app)
      .get('/remotes/mf_tests/remoteEntry.js')
      .set('if-none-match', String(entry.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends the brotli copy a build wrote, else the gzip one, else the file itself', async () => {
    const get = (encodings: string) =>
      request(gateway.app).get('/static/js/main.3f9a1c2b7d.js').set('accept-encoding', encodings);
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe('console.log("shell")');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("shell")');
  });

  it('sends security headers with pages only, not with files or JSON', async () => {
    const page = await request(gateway.app).get('/recommendations/anxiety');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const standalone = await request(gateway.app).get('/remotes/mf_tests/short-test');
    expect(standalone.headers['content-security-policy']).toMatch(/script-src 'self'/);
    for (const url of [
      '/static/js/main.3f9a1c2b7d.js',
      '/remotes/mf_tests/mf-manifest.json',
      '/remotes.json',
    ]) {
      const response = await request(gateway.app).get(url);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows exactly the page’s theme script among inline scripts, by its hash', async () => {
    const page = await request(gateway.app).get('/');
    const scriptSources = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toContain(pageBootScriptHash);
    expect(scriptSources).not.toMatch(/unsafe-inline/);
  });

  it('serves a remote’s build under /remotes/<name>/ with its manifest and entry uncached', async () => {
    const manifest = await request(gateway.app).get('/remotes/mf_tests/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual(testsManifest);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(
      (await request(gateway.app).get('/remotes/mf_tests/remoteEntry.js')).headers['cache-control'],
    ).toBe('no-cache');
    const chunk = await request(gateway.app).get('/remotes/mf_tests/static/js/routes.a1b2c3d4e5.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote’s standalone build (page and files) for any page path under it, based where it is mounted', async () => {
    for (const url of ['/remotes/mf_tests/', '/remotes/mf_tests/adhd-test/result/abc']) {
      const response = await request(gateway.app).get(url);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<head><base href="/remotes/mf_tests/"><title>Tests</title>');
    }
    const script = await request(gateway.app).get('/remotes/mf_tests/main.5e6f7a8b.js');
    expect(script.text).toBe('console.log("mf_tests alone")');
  });

  it('answers 404 JSON telling to build when a remote’s build is missing', async () => {
    const response = await request(gateway.app).get('/remotes/mf_account/mf-manifest.json');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: {
        code: 'not_found',
        message: 'The mf_account build is missing (mf-account/dist). Run `npm run build` first.',
      },
    });
  });

  it('answers 404 JSON for a missing file, in a remote or in the shell, instead of index.html', async () => {
    const inRemote = await request(gateway.app).get('/remotes/mf_tests/static/js/gone.js');
    expect(inRemote.status).toBe(404);
    expect(inRemote.body.error.message).toBe('No file /static/js/gone.js in the mf_tests build');
    const inShell = await request(gateway.app).get('/static/js/gone.12345678.js');
    expect(inShell.status).toBe(404);
    expect(inShell.body.error.code).toBe('not_found');
  });

  it('answers 404 JSON, not index.html, for an unknown /api path', async () => {
    const response = await request(gateway.app).get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a path the app has no page for with the app’s page and 404, so it shows its not-found screen', async () => {
    for (const url of ['/metrics', '/status', '/does-not-exist', '/adhd-test/result/42/extra']) {
      const response = await request(gateway.app).get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root">');
    }
    expect((await request(gateway.app).get('/terms')).status).toBe(200);
  });

  it('serves robots.txt from the shell’s build, and 404 JSON for a file no build has', async () => {
    const robots = await request(gateway.app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /api/');
    for (const url of ['/.env', '/wp-login.php', '/metrics.json']) {
      const response = await request(gateway.app).get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers 404 JSON for a non-GET request to a page path', async () => {
    const response = await request(gateway.app).post('/profile');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('the gateway before anything is built', () => {
  it('answers / with a plain page that says to run npm run build', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'steady-gateway-empty-'));
    const gateway = buildGateway(loadGatewayConfig({ STATIC_ROOT: root, LOG_LEVEL: 'silent' }), logger);
    const response = await request(gateway.app).get('/');
    gateway.close();
    rmSync(root, { recursive: true, force: true });
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('npm run build');
  });
});
