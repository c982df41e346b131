import { billingUserDataSchema, contentExportSchema } from '@steady/contracts';
import type { Logger } from '@steady/service-common';
import type { OtherServicesData } from './account-data';
import type { AuthSettings } from '../settings';
import { createUserDataClient } from './user-data-client';

export function createOtherServicesData(
  settings: Pick<AuthSettings, 'contentInternalUrls' | 'billingInternalUrls' | 'internalToken'>,
  logger: Logger,
): OtherServicesData {
  return {
    content: createUserDataClient({
      service: 'content',
      baseUrls: settings.contentInternalUrls,
      schema: contentExportSchema,
      internalToken: settings.internalToken,
      logger,
    }),
    billing: createUserDataClient({
      service: 'billing',
      baseUrls: settings.billingInternalUrls,
      schema: billingUserDataSchema,
      internalToken: settings.internalToken,
      logger,
    }),
  };
}
