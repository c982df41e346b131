import type { z } from 'zod/mini';
import { internalUserDataPath, type Language } from '@steady/contracts';
import {
  createInstanceClient,
  internalRequestHeaders,
  serviceUnavailable,
  type InstanceUrls,
  type Logger,
} from '@steady/service-common';

/** A user's data held by another service, reached only through that service's internal API (docs/architecture.md, “Data ownership”). */
export interface UserDataClient<Data> {
  /** The user's data; a service that names codes in it (content) names them in `language`. */
  export(userId: string, language: Language): Promise<Data>;
  erase(userId: string): Promise<void>;
}

/** Long enough for a few hundred rows on the same network; an export or deletion is a rare, deliberate act. */
const userDataTimeoutMs = 10_000;

const userDataMessages = {
  unavailable: 'Part of your data cannot be reached right now. Nothing was changed; please try again later.',
} as const;

/**
 * Calls `GET`/`DELETE /internal/users/:userId/data` on one service. Any failure stops the whole export or
 * deletion with a 503: a partial export would look complete, and a partial deletion would leave data behind.
 */
export function createUserDataClient<Schema extends z.ZodMiniType>(options: {
  service: string;
  /** The service's instances (internal base URLs); GET and DELETE go on to the next when one is down. */
  baseUrls: InstanceUrls;
  schema: Schema;
  internalToken: string;
  logger: Logger;
}): UserDataClient<z.infer<Schema>> {
  const { service, schema, logger } = options;
  const instances = createInstanceClient(options.baseUrls);
  async function call(method: 'GET' | 'DELETE', path: string): Promise<Response> {
    try {
      const response = await instances.fetch(path, {
        method,
        headers: internalRequestHeaders(options.internalToken),
        timeoutMs: userDataTimeoutMs,
      });
      if (!response.ok) throw new Error(`${service} answered ${response.status}`);
      return response;
    } catch (error) {
      logger.error({ err: error, service, method }, 'User data request to another service failed');
      throw serviceUnavailable(userDataMessages.unavailable, { reason: 'account_data_unavailable' });
    }
  }
  return {
    async export(userId, language) {
      const path = `${internalUserDataPath(userId)}?lang=${language}`;
      const body: unknown = await (await call('GET', path)).json();
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        logger.error(
          { service, issues: parsed.error.issues },
          'Another service answered an unexpected export',
        );
        throw serviceUnavailable(userDataMessages.unavailable, { reason: 'account_data_unavailable' });
      }
      return parsed.data;
    },
    async erase(userId) {
      await call('DELETE', internalUserDataPath(userId));
    },
  };
}
