import { userContactSchema, type UserContact } from '@steady/contracts';
import { createInstanceClient, internalRequestHeaders, type InstanceUrls } from '@steady/service-common';

export interface ContactClient {
  /** Where to write to the user, asked of the auth service (billing keeps no emails of its own). */
  contactOf(userId: string): Promise<UserContact>;
}

/** `authInternalUrls`: auth's instances (internal base URLs). */
export function createContactClient(authInternalUrls: InstanceUrls, internalToken: string): ContactClient {
  const auth = createInstanceClient(authInternalUrls);
  return {
    async contactOf(userId) {
      const response = await auth.fetch(`/internal/users/${encodeURIComponent(userId)}/contact`, {
        headers: internalRequestHeaders(internalToken),
        timeoutMs: 5000,
      });
      if (!response.ok) throw new Error(`auth answered ${response.status} for the contact of ${userId}`);
      return userContactSchema.parse(await response.json());
    },
  };
}
