import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent, type RequestOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { z } from 'zod';
import { pushEndpointSchema } from '@steady/contracts';
import { isPublicAddress } from '../../http/ip-ranges';

/** Every address a host name has (A and AAAA), as the system resolver answers. */
type ResolveAddresses = (hostname: string) => Promise<LookupAddress[]>;

const resolveWithSystem: ResolveAddresses = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A push service address that leads somewhere the server must not connect to for a user. */
class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
}

function publicAddressLookup(resolve: ResolveAddresses): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((address) => !isPublicAddress(address.address));
        const usable = addresses.filter(
          (address) => (options.family !== 4 && options.family !== 6) || address.family === options.family,
        );
        const [first] = usable;
        if (refused !== undefined || first === undefined) {
          callback(new NonPublicAddressError(`${hostname} leads to ${refused?.address ?? 'no address'}`), '');
        } else if (options.all === true) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * The https agent every reminder push goes through: it connects to public addresses only. A host name is
 * resolved once and each of its addresses must be public; the socket then connects to exactly those, so
 * a DNS answer that changes between the check and the connection cannot slip a private one in. An IP
 * address needs no lookup and is checked as it is.
 */
export class PublicAddressAgent extends Agent {
  constructor(resolve: ResolveAddresses = resolveWithSystem) {
    super({ keepAlive: true, lookup: publicAddressLookup(resolve) });
  }

  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? '';
    if (isIP(host) !== 0 && !isPublicAddress(host)) {
      // Node's agent reads only the error when there is one; the type asks for a stream all the same.
      callback?.(new NonPublicAddressError(`${host} is not a public address`), undefined as never);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

/**
 * PUSH_SERVICE_HOSTS: the push services' host names (`fcm.googleapis.com`, or `*.push.apple.com` for every
 * name under it); empty, any public host.
 */
export const pushServiceHostsSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
          'each entry must be a host name such as fcm.googleapis.com or *.push.apple.com',
        ),
    ),
  );

export function isOnPushServiceHosts(hostname: string, pushServiceHosts: readonly string[]): boolean {
  return (
    pushServiceHosts.length === 0 ||
    pushServiceHosts.some((host) =>
      host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host,
    )
  );
}

/**
 * Whether a reminder may be pushed to this endpoint: a push service address as subscribing requires (a
 * subscription stored before that rule is checked again), on PUSH_SERVICE_HOSTS when that is set.
 */
export function isAllowedPushEndpoint(endpoint: string, pushServiceHosts: readonly string[]): boolean {
  return (
    z.safeParse(pushEndpointSchema, endpoint).success &&
    isOnPushServiceHosts(new URL(endpoint).hostname, pushServiceHosts)
  );
}
