/**
 * Steady's own files on the device, between the build (which lists them), the service worker (which keeps
 * them) and the page (which asks it to, and says how much is kept). The shell is precached when the worker
 * installs; a remote's file is kept once a page has used it, or with all the others when the reader asks.
 */

/** A remote's file in this build and its bytes on the wire. */
export interface RemoteFile {
  url: string;
  bytes: number;
  /** The remote's own copy of a shared module: kept only if a page used it (the shell's copy runs). */
  shared?: true;
}

/** Written by the build into sw.js, replaced there by the build's list of remote files. */
export const remoteFilesPlaceholder = 'self.__STEADY_REMOTE_FILES';

/** The cache the worker keeps remote files in. */
export const remoteFilesCacheName = 'steady-remote-files';

/** How much of this build's remote files the device holds. */
export interface OfflineAppStatus {
  keptBytes: number;
  totalBytes: number;
  /** Files are being kept right now (after a page used an app's first file, or on request). */
  keeping: boolean;
}

/** What the page posts to the worker; the last two answer on the message's port with an OfflineAppStatus. */
export type OfflineAppMessage =
  /** Files the page loaded before the worker controlled it (a first visit): keep them too. */
  | { type: 'steady-keep-files'; urls: string[] }
  | { type: 'steady-offline-status' }
  /** Keep every remote file of this build now. */
  | { type: 'steady-keep-everything' };
