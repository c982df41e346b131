import { createServer, type Server } from 'node:net';
import { findFreePort, startStack } from '../../../scripts/lib/stack';

describe('starting the app when a port is taken', () => {
  let occupier: Server;
  let takenPort: number;

  beforeEach(async () => {
    takenPort = await findFreePort();
    occupier = createServer();
    await new Promise<void>((resolve) => occupier.listen(takenPort, '127.0.0.1', resolve));
  });
  afterEach(() => new Promise((resolve) => occupier.close(resolve)));

  it('refuses before starting anything, naming the port, its owner and the variable to change', async () => {
    const [auth, billing, gateway] = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
    const started = startStack({
      gatewayPort: gateway,
      servicePorts: { auth, content: takenPort, billing },
      env: { LOG_LEVEL: 'silent' },
    });
    await expect(started).rejects.toThrow(
      `port ${takenPort} (the content service) is already in use: stop what uses it, or set CONTENT_PORT to a free port`,
    );
  });

  it('names PORT when the gateway’s port is taken', async () => {
    const [auth, content, billing] = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
    await expect(
      startStack({
        gatewayPort: takenPort,
        servicePorts: { auth, content, billing },
        env: { HOST: '127.0.0.1' },
      }),
    ).rejects.toThrow(
      `port ${takenPort} (the gateway) is already in use: stop what uses it, or set PORT to a free port`,
    );
  });
});
