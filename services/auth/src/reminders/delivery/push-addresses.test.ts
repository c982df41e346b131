import { randomInt } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { get } from 'node:https';
import { createServer, type Server } from 'node:net';
import { generateVAPIDKeys } from 'web-push';
import { createLogger } from '@steady/service-common';
import { PublicAddressAgent } from './push-addresses';
import { createWebPushSender } from './push-sender';
import { loadReminderSettings } from '../reminder-settings';

const logger = createLogger({ name: 'auth', level: 'silent' });
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const payload = { title: 'Time to breathe', body: 'One minute', url: '/' };

/**
 * A listener on an address of this machine's loopback range, on the push services' port 443: where
 * someone pointing a subscription inside would want the server to connect. It must receive nothing.
 */
async function startInsideListener(): Promise<{
  address: string;
  connections: () => number;
  server: Server;
}> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  for (;;) {
    const address = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(443, address, () => resolve(true));
    });
    if (listening) return { address, connections: () => connections, server };
  }
}

describe('reminder pushes', () => {
  let inside: Awaited<ReturnType<typeof startInsideListener>>;
  beforeAll(async () => {
    inside = await startInsideListener();
  });
  afterAll(() => new Promise((resolve) => inside.server.close(resolve)));

  it('never connect inside: loopback in every spelling, or a name that resolves there, reaches nothing', async () => {
    const [a, b, c, d] = inside.address.split('.').map(Number) as [number, number, number, number];
    const asNumber = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
    const asHex = `0x${[a, b, c, d].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
    // The push service's name leads inside, as DNS rebinding or a hostile zone can make it.
    const resolved: string[] = [];
    const agent = new PublicAddressAgent((hostname) => {
      resolved.push(hostname);
      const answer: LookupAddress[] = [{ address: inside.address, family: 4 }];
      if (hostname === 'both.push.test') answer.unshift({ address: '93.184.216.34', family: 4 });
      return Promise.resolve(answer);
    });
    const sender = createWebPushSender({
      vapidKeys: () => Promise.resolve(generateVAPIDKeys()),
      vapidSubject: 'mailto:support@steady.care',
      pushServiceHosts: [],
      logger,
      agent,
    });
    // As an older version stored them, before subscribing checked the address.
    const endpoints = [
      `https://${inside.address}/push/a`,
      `https://${asNumber}/push/b`,
      `https://${asHex}/push/c`,
      `https://[::ffff:${inside.address}]/push/d`,
      'https://push.attacker.test/push/e',
      'https://both.push.test/push/f',
    ];
    const outcomes = await Promise.all(endpoints.map((endpoint) => sender.send({ endpoint, keys }, payload)));
    expect(outcomes).toEqual(endpoints.map(() => 'failed'));
    expect(resolved.sort()).toEqual(['both.push.test', 'push.attacker.test']);
    // The agent itself refuses an address that needs no lookup, whoever hands it one.
    const direct = await new Promise<string>((resolve) =>
      get({ host: inside.address, port: 443, path: '/', agent }, () => resolve('connected')).once(
        'error',
        (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message),
      ),
    );
    expect(direct).toBe('ENONPUBLIC');
    expect(inside.connections()).toBe(0);
    agent.destroy();
  });

  it('refuse every address outside the public internet, and let a public one through', async () => {
    const answers: Record<string, string> = {
      'loopback.test': '127.0.0.1',
      'private.test': '10.1.2.3',
      'metadata.test': '169.254.169.254',
      'cgnat.test': '100.64.0.1',
      'multicast.test': '224.0.0.1',
      'unspecified.test': '0.0.0.0',
      'ipv6-loopback.test': '::1',
      'ec2-metadata.test': 'fd00:ec2::254',
      'link-local.test': 'fe80::1',
      'mapped.test': '::ffff:127.0.0.1',
      'public.test': '93.184.216.34',
    };
    const agent = new PublicAddressAgent((hostname) => {
      const address = answers[hostname] ?? '';
      return Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
    });
    const lookup = agent.options.lookup;
    const lookedUp = (hostname: string) =>
      new Promise<string>((resolve) =>
        lookup?.(hostname, {}, (error, address) => resolve(error ? 'refused' : String(address))),
      );
    const results = Object.fromEntries(
      await Promise.all(Object.keys(answers).map(async (name) => [name, await lookedUp(name)])),
    );
    expect(results).toEqual({
      ...Object.fromEntries(Object.keys(answers).map((name) => [name, 'refused'])),
      'public.test': '93.184.216.34',
    });
    agent.destroy();
  });

  it('go only to the push services PUSH_SERVICE_HOSTS names, when it is set', async () => {
    let connected = false;
    const sender = createWebPushSender({
      vapidKeys: () => Promise.reject(new Error('never asked: the push does not leave')),
      vapidSubject: 'mailto:support@steady.care',
      pushServiceHosts: ['fcm.googleapis.com', '*.push.apple.com'],
      logger,
      agent: new PublicAddressAgent(() => {
        connected = true;
        return Promise.resolve([]);
      }),
    });
    expect(await sender.send({ endpoint: 'https://push.example.com/x', keys }, payload)).toBe('failed');
    expect(connected).toBe(false);
    expect(
      loadReminderSettings({ PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, *.push.apple.com' }).pushServiceHosts,
    ).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(() => loadReminderSettings({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
  });
});
