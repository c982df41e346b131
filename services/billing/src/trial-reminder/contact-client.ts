import { userContactSchema, type UserContact } from '@steady/contracts';
import { internalRequestHeaders } from '@steady/service-common';

export interface ContactClient {
  /** Where to write to the user, asked of the auth service (billing keeps no emails of its own). */
  contactOf(userId: string): Promise<UserContact>;
}

export function createContactClient(authInternalUrl: string, internalToken: string): ContactClient {
  return {
    async contactOf(userId) {
      const response = await fetch(
        `${authInternalUrl}/internal/users/${encodeURIComponent(userId)}/contact`,
        { headers: internalRequestHeaders(internalToken), signal: AbortSignal.timeout(5000) },
      );
      if (!response.ok) throw new Error(`auth answered ${response.status} for the contact of ${userId}`);
      return userContactSchema.parse(await response.json());
    },
  };
}
