// Before anything starts: each port the app will listen on must be free, or `npm start` would report
// "running" while its processes failed with EADDRINUSE (and another program answered on that port).
import { createServer } from 'node:net';

interface PlannedPort {
  /** Who will listen there, e.g. "the auth service". */
  owner: string;
  port: number;
  host: string;
  /** The environment variable that moves it. */
  variable: string;
}

function isTaken({ port, host }: PlannedPort): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/** Throws one message naming every taken port, its owner and the variable to change. */
export async function ensurePortsAreFree(planned: readonly PlannedPort[]): Promise<void> {
  const taken = (
    await Promise.all(planned.map(async (entry) => ((await isTaken(entry)) ? entry : undefined)))
  ).filter((entry): entry is PlannedPort => entry !== undefined);
  if (taken.length === 0) return;
  const lines = taken.map(
    ({ owner, port, variable }) =>
      `  - port ${port} (${owner}) is already in use: stop what uses it, or set ${variable} to a free port`,
  );
  throw new Error(`Cannot start Steady:\n${lines.join('\n')}`);
}
