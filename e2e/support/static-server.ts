import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/**
 * A separate server for one remote's build, as a team deploying it on its own would have: the
 * resilience spec stops and restarts it to see the shell cope.
 */
export function serveDirectory(directory: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const filePath = path.join(
      directory,
      path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
    );
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!filePath.startsWith(directory) || !existsSync(filePath) || !statSync(filePath).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
    });
    createReadStream(filePath).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
