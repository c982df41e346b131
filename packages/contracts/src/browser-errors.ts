import * as z from 'zod/mini';
import { buildVersionSchema, remoteNames } from './remotes';

/** Where the browser reports its uncaught errors (the gateway counts them and logs them). */
export const browserErrorsPath = '/api/browser-errors';

/** The app an error came from: the shell or a remote, by its federation name. */
const browserErrorAppSchema = z.enum(['shell', ...remoteNames]);

/**
 * What failed: an uncaught error, a rejected promise nobody handled, a render caught by an error boundary,
 * or a remote whose code could not be loaded.
 */
const browserErrorKinds = ['error', 'unhandledrejection', 'render', 'remote-unavailable'] as const;

export const browserErrorLimits = { message: 500, stack: 4000 } as const;

/**
 * One error report. It carries nothing about the person: the page is only its first path segment
 * (`/recommendations`, never the state or a result's id), and the browser drops query strings and
 * fragments from every address in the message and stack before sending.
 */
export const browserErrorReportSchema = z.object({
  app: browserErrorAppSchema,
  version: buildVersionSchema,
  kind: z.enum(browserErrorKinds),
  message: z.string().check(z.maxLength(browserErrorLimits.message)),
  stack: z.optional(z.string().check(z.maxLength(browserErrorLimits.stack))),
  page: z.string().check(z.regex(/^\/[a-z0-9-]{0,40}$/)),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;
