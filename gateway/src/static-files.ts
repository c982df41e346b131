import { existsSync, readFileSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { remoteNames, type RemoteName } from '@steady/contracts';
import { notFound, requestIdHeader } from '@steady/service-common';
import { remoteFolders, servedRemotePath } from './config';
import type { FederationManifests } from './federation-manifests';
import { createShellPage } from './shell-page';

// Files that name the current build must be revalidated on every load, or a deploy would not be seen.
const entryFiles = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
// Builds put a content hash in every other chunk and asset name (e.g. main.3f9a1c2b.js): safe to keep for a year.
const hashedAssetName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function setCacheHeaders(response: ServerResponse, filePath: string, stat: Stats): void {
  // A pre-compressed copy (main.3f9a1c2b.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const immutable = !entryFiles.has(name) && hashedAssetName.test(name);
  response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A build file is the same for everyone: the request id the log line carries is of no use to the reader.
  response.removeHeader(requestIdHeader);
  // Only a file that is revalidated needs an ETag (the weak one `send` would make); one kept for a year
  // never is.
  if (!immutable)
    response.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`);
}

/**
 * A build's files, each sent as the brotli or gzip copy the build wrote next to it when the browser
 * accepts one (with `Vary: Accept-Encoding`). The copies are listed when the gateway starts. Files that are
 * revalidated are so by their ETag alone; no build file is fetched by ranges: Last-Modified, Accept-Ranges
 * and the request id would add 120 bytes to every answer and serve nothing.
 */
const serveBuild = (folder: string) =>
  expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: setCacheHeaders,
    },
  });

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Steady is not built yet</title></head>
<body><h1>Steady is not built yet</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>`;

const isPageRequest = (method: string, requestPath: string) =>
  (method === 'GET' || method === 'HEAD') && !path.posix.basename(requestPath).includes('.');

/**
 * A remote's own page (standalone mode, as QA opens it) for any path under /remotes/<name>/. The
 * build's asset URLs are relative, so a `<base>` naming where the remote is mounted keeps them right
 * on deep links such as /remotes/mf_tests/adhd-test/result/abc.
 */
function standalonePage(name: RemoteName, buildFolder: string): RequestHandler {
  const indexFile = path.join(buildFolder, 'index.html');
  return (request, response, next) => {
    if (!isPageRequest(request.method, request.path) || !existsSync(indexFile)) {
      next();
      return;
    }
    const html = readFileSync(indexFile, 'utf8').replace(
      '<head>',
      `<head><base href="${servedRemotePath(name)}">`,
    );
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(html);
  };
}

/** Runs `handler` (the documents' security headers) for page requests only, not for files or API answers. */
const forPages =
  (handler: RequestHandler): RequestHandler =>
  (request, response, next) =>
    isPageRequest(request.method, request.path) ? handler(request, response, next) : next();

/**
 * A remote's build at /remotes/<name>/: the federated build (what hosts load, `dist/`) and the standalone
 * one (its own page and runtime, `dist-standalone/`); a missing file or build is a 404 JSON saying which.
 */
function serveRemote(
  name: RemoteName,
  remoteFolder: string,
  documentHeaders: RequestHandler,
): RequestHandler[] {
  const buildFolder = path.join(remoteFolder, 'dist');
  const standaloneFolder = path.join(remoteFolder, 'dist-standalone');
  const missing: RequestHandler = (request) => {
    if (!existsSync(buildFolder)) {
      throw notFound(
        `The ${name} build is missing (${remoteFolders[name]}/dist). Run \`npm run build\` first.`,
      );
    }
    throw notFound(`No file ${request.path} in the ${name} build`);
  };
  return [
    serveBuild(buildFolder),
    serveBuild(standaloneFolder),
    forPages(documentHeaders),
    standalonePage(name, standaloneFolder),
    missing,
  ];
}

/**
 * The shell's build with the SPA fallback: any GET that is not /api and does not name a file gets
 * index.html (with its boot data, see shell-page.ts), so deep links such as /recommendations/anxiety
 * load the app, which then routes; a path no page claims (`/metrics`, `/wp-admin`) gets the same page
 * with 404, which shows the app's not-found screen.
 */
function serveShell(
  buildFolder: string,
  renderPage: ReturnType<typeof createShellPage>,
  documentHeaders: RequestHandler,
): RequestHandler[] {
  const indexFile = path.join(buildFolder, 'index.html');
  const fallback: RequestHandler = (request, response, next) => {
    if (
      !isPageRequest(request.method, request.path) ||
      request.path === '/api' ||
      request.path.startsWith('/api/')
    ) {
      next();
      return;
    }
    const page = renderPage(indexFile, request.path);
    if (page === undefined) {
      response.status(503).type('html').setHeader('Cache-Control', 'no-store').send(notBuiltPage);
      return;
    }
    // A path the app has no page for gets the app's own not-found screen, with a status that says so.
    response.status(page.found ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    response.type('html').send(page.html);
  };
  return [serveBuild(buildFolder), forPages(documentHeaders), fallback];
}

interface StaticFilesOptions {
  /** Folder holding shell/dist and each remote's builds. */
  staticRoot: string;
  federationManifests: FederationManifests;
  /**
   * helmet's security headers, sent with pages only: on chunks and JSON they would add about 1.2 KB to
   * every response and protect nothing.
   */
  documentHeaders: RequestHandler;
}

/** Source maps and bundler statistics describe the source; a build folder may hold them, the public may not. */
const buildArtifactPattern = /(\.map|(^|\/)stats[^/]*\.json)(\.br|\.gz)?$/i;

const refuseBuildArtifacts: RequestHandler = (request, _response, next) => {
  if (!request.path.startsWith('/api/') && buildArtifactPattern.test(request.path)) throw notFound();
  next();
};

/** The shell and every remote's builds. */
export function registerStaticFiles(app: Express, options: StaticFilesOptions): void {
  app.use(refuseBuildArtifacts);
  for (const name of remoteNames) {
    app.use(
      servedRemotePath(name),
      serveRemote(name, path.join(options.staticRoot, remoteFolders[name]), options.documentHeaders),
    );
  }
  app.use(
    serveShell(
      path.join(options.staticRoot, 'shell', 'dist'),
      createShellPage(options.federationManifests),
      options.documentHeaders,
    ),
  );
}
