export { ApiError, isApiError, type ApiErrorCode } from './api-error';
export { apiBlobRequest, apiRequest, configureApiClient, type ApiRequestOptions } from './client';
export { loadProfile, verifyStoredSession } from './session';
export { readerTimeZone } from './time-zone';
export { logOut, logOutEverywhere } from './session-end';
export { sessionEndedNotice } from './session-ended-notice';
export {
  apiWrite,
  apiWriteAfter,
  keepWriteForLater,
  onQueuedWriteSent,
  queuedWrites,
  sendQueuedWrites,
  startSendingQueuedWrites,
  type QueuedWrite,
  type WriteOptions,
  type WriteOutcome,
} from './offline-writes/offline-writes';
