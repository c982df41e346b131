import { billingUserDataSchema, contentUserDataSchema } from '@steady/contracts';
import type { Logger } from '@steady/service-common';
import type { OtherServicesData } from '../handlers/account-data';
import type { AuthSettings } from '../settings';
import { createUserDataClient } from './user-data-client';

export function createOtherServicesData(
  settings: Pick<AuthSettings, 'contentInternalUrl' | 'billingInternalUrl' | 'internalToken'>,
  logger: Logger,
): OtherServicesData {
  return {
    content: createUserDataClient({
      service: 'content',
      baseUrl: settings.contentInternalUrl,
      schema: contentUserDataSchema,
      internalToken: settings.internalToken,
      logger,
    }),
    billing: createUserDataClient({
      service: 'billing',
      baseUrl: settings.billingInternalUrl,
      schema: billingUserDataSchema,
      internalToken: settings.internalToken,
      logger,
    }),
  };
}
