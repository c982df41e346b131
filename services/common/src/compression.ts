import compression from 'compression';

/**
 * Compresses text answers (JSON, pages) of 1 KB or more for a client that accepts brotli or gzip; audio and
 * other binary types pass untouched. Each service compresses its own JSON, so the gateway only passes the
 * bytes on.
 */
export const compressAnswers = () => compression();
