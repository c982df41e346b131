import { apiRequest } from '@steady/api-client';
import { progressSchema, type ClaimGuestProgressRequest, type Progress } from '@steady/contracts';

export const fetchProgress = (): Promise<Progress> =>
  apiRequest('/user/progress', { schema: progressSchema });

export const claimGuestProgress = (request: ClaimGuestProgressRequest): Promise<Progress> =>
  apiRequest('/user/claim-guest-progress', { method: 'POST', body: request, schema: progressSchema });
