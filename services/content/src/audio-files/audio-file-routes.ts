import type { Express, NextFunction, Response } from 'express';
import { HttpError, notFound } from '@steady/service-common';
import { audioFilesPath } from '@steady/contracts';
import { unknownSoundMessage, type AudioFileHandlers, type ServableAudioFile } from './audio-files';

/** Headers that describe the file; an error answered instead of the file must not carry them. */
const fileHeaders = ['Content-Type', 'Cache-Control', 'ETag', 'Last-Modified'];

function toFileError(error: Error & { status?: number; code?: string }): Error {
  if (error.status === 416)
    return new HttpError(416, 'bad_request', 'The requested range is outside the file.');
  // The file left the folder after start (a deploy in progress): as unknown as a name never loaded.
  if (error.status === 404 || error.code === 'ENOENT')
    return notFound(unknownSoundMessage, { reason: 'unknown_sound' });
  return error;
}

/**
 * `send` answers ranges (206, `Accept-Ranges: bytes`), ETag/Last-Modified and conditional requests; the
 * root keeps it inside the audio folder.
 */
function sendAudioFile(response: Response, next: NextFunction, file: ServableAudioFile): void {
  const headers = { 'Content-Type': file.mediaType, 'Cache-Control': file.cacheControl };
  response.sendFile(file.fileName, { root: file.directory, headers, cacheControl: false }, (error) => {
    // Done, or the listener went away mid-file: there is nobody left to answer.
    if (!error || response.headersSent || (error as { code?: string }).code === 'ECONNABORTED') return;
    for (const header of fileHeaders) response.removeHeader(header);
    next(toFileError(error));
  });
}

/** The audio files: free ones to anyone and cached forever, premium ones only with a valid signature. */
export function registerAudioFileRoute(app: Express, files: AudioFileHandlers): void {
  app.get(`${audioFilesPath}/:name`, async (request, response, next) => {
    sendAudioFile(response, next, await files.open(String(request.params.name), request.query));
  });
}
