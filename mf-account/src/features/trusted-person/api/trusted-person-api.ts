import { apiRequest } from '@steady/api-client';
import {
  type NameTrustedPersonRequest,
  type TrustedPersonInvitation,
  type TrustedPersonResponse,
  type TrustedPersonStatus,
  type TrustedPersonWeeklyRequest,
} from '@steady/contracts';
import {
  trustedPersonInvitationSchema,
  trustedPersonMessageResponseSchema,
  trustedPersonPath,
  trustedPersonPaths,
  trustedPersonReplyResponseSchema,
  trustedPersonResponseSchema,
} from '@steady/contracts/trusted-person';

const relative = (path: string) => path.replace(/^\/api/, '');

export const fetchTrustedPerson = (signal?: AbortSignal): Promise<TrustedPersonResponse> =>
  apiRequest(relative(trustedPersonPath), { schema: trustedPersonResponseSchema, signal });

export const nameTrustedPerson = (body: NameTrustedPersonRequest): Promise<TrustedPersonResponse> =>
  apiRequest(relative(trustedPersonPath), { method: 'POST', body, schema: trustedPersonResponseSchema });

export const removeTrustedPerson = (): Promise<unknown> =>
  apiRequest(relative(trustedPersonPath), { method: 'DELETE' });

export const saveWeeklyChoice = (body: TrustedPersonWeeklyRequest): Promise<TrustedPersonResponse> =>
  apiRequest(relative(trustedPersonPaths.weekly), {
    method: 'PUT',
    body,
    schema: trustedPersonResponseSchema,
  });

export const sendTrustedMessage = (text: string) =>
  apiRequest(relative(trustedPersonPaths.message), {
    method: 'POST',
    body: { text },
    schema: trustedPersonMessageResponseSchema,
  });

/** The mailed links' calls: no session, the token is all they carry. */
export const readInvitation = (token: string, signal?: AbortSignal): Promise<TrustedPersonInvitation> =>
  apiRequest(relative(trustedPersonPaths.invitation), {
    method: 'POST',
    body: { token },
    schema: trustedPersonInvitationSchema,
    signal,
  });

export const replyToInvitation = async (
  token: string,
  answer: 'agree' | 'decline',
  weekly: boolean,
): Promise<TrustedPersonStatus> =>
  (
    await apiRequest(relative(trustedPersonPaths.reply), {
      method: 'POST',
      body: { token, answer, weekly },
      schema: trustedPersonReplyResponseSchema,
    })
  ).status;

export const stopTrustedMails = (token: string): Promise<unknown> =>
  apiRequest(relative(trustedPersonPaths.stop), { method: 'POST', body: { token } });

export const agreeToWeeklyNotes = async (token: string): Promise<TrustedPersonStatus> =>
  (
    await apiRequest(relative(trustedPersonPaths.weeklyNotes), {
      method: 'POST',
      body: { token },
      schema: trustedPersonReplyResponseSchema,
    })
  ).status;
