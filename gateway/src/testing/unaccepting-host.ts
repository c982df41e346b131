import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';

interface UnacceptingHost {
  url: string;
  stop(): void;
}

// A child process listens with a backlog of 1 (Node reads 0 as "default") and then blocks its event loop, so it never accepts.
const childScript = `
const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  console.log(server.address().port);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
});`;

/**
 * A host that takes no new connections, as a machine that drops packets would: once the kernel's accept
 * queue is full, further connection attempts hang instead of being refused.
 */
export async function startUnacceptingHost(): Promise<UnacceptingHost> {
  const child = spawn(process.execPath, ['-e', childScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (data: Buffer) => resolve(Number(data))),
  );
  // Fill the accept queue; the kernel completes handshakes only while there is room in it.
  const fillers: Socket[] = [];
  for (let index = 0; index < 6; index += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    fillers.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      fillers.forEach((socket) => socket.destroy());
      child.kill();
    },
  };
}
