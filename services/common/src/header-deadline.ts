import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a new connection whose first request's headers have not all arrived within `timeoutMs`: Node's own
 * headersTimeout does not catch a client stalled in the middle of its headers. (A body that trickles is
 * cut off by Node's requestTimeout, with a 408.)
 */
export function enforceHeaderDeadline(server: Server, timeoutMs: number): void {
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const deadline = setTimeout(() => socket.destroy(), timeoutMs);
    deadline.unref();
    deadlines.set(socket, deadline);
    socket.once('close', () => clearTimeout(deadline));
  });
  server.on('request', (request: { socket: Socket }) => clearTimeout(deadlines.get(request.socket)));
}
