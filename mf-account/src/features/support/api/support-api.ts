import { apiRequest } from '@steady/api-client';
import {
  supportRequestReceiptSchema,
  type SupportRequest,
  type SupportRequestReceipt,
} from '@steady/contracts';

export const sendSupportRequest = (request: SupportRequest): Promise<SupportRequestReceipt> =>
  apiRequest('/user/support-requests', {
    method: 'POST',
    body: request,
    schema: supportRequestReceiptSchema,
  });
