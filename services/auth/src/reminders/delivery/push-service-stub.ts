import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type RequestOptions, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { decrypt } from 'http_ece';
import type { PushSubscriptionRequest } from '@steady/contracts';

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestSubscription {
  subscription: PushSubscriptionRequest;
  /** Decrypts a message sent to this subscription (aes128gcm, RFC 8291) with its private key and secret. */
  decrypt(body: Buffer): string;
}

export interface PushServiceStub {
  received: ReceivedPush[];
  /** The agent a sender must use: it takes the stub's name to the stub and trusts its certificate. */
  agent: Agent;
  /** A browser's subscription at this stub, with fresh P-256 keys and auth secret. */
  subscribe(name: string): TestSubscription;
  /** From now on the stub answers this status for the subscription (410: the browser unsubscribed). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

/** The stub's name: push services are reached by name on port 443, as subscribing requires. */
const stubHost = 'push.steady.test';

/** A self-signed certificate for the stub's name, made for this test run (web-push speaks only https). */
function createLocalCertificate(): { key: string; cert: string } {
  const directory = mkdtempSync(join(tmpdir(), 'steady-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${stubHost}`,
        '-addext',
        `subjectAltName=DNS:${stubHost}`,
        '-keyout',
        join(directory, 'key.pem'),
        '-out',
        join(directory, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(directory, 'key.pem'), 'utf8'),
      cert: readFileSync(join(directory, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Connects every request to the stub's port on loopback, wherever it is addressed. */
class StubAgent extends Agent {
  constructor(
    private readonly port: number,
    ca: string,
  ) {
    super({ ca });
  }

  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    return super.createConnection({ ...options, host: '127.0.0.1', port: this.port }, callback);
  }
}

/** Stands in for a browser vendor's push service: records what it is sent, answers 201 or a set status. */
export async function startPushServiceStub(): Promise<PushServiceStub> {
  const { key, cert } = createLocalCertificate();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = incoming.url ?? '';
      received.push({ path, headers: incoming.headers, body: Buffer.concat(chunks) });
      outgoing.statusCode = statuses.get(path) ?? 201;
      outgoing.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new StubAgent(port, cert);
  return {
    received,
    agent,
    subscribe(name) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      return {
        subscription: {
          endpoint: `https://${stubHost}/push/${name}`,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret },
        },
        decrypt: (body) =>
          decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret }).toString('utf8'),
      };
    },
    answer(name, status) {
      statuses.set(`/push/${name}`, status);
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
