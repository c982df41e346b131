import express, { type Express } from 'express';
import { Counter } from 'prom-client';
import { browserErrorReportSchema, browserErrorsPath } from '@steady/contracts';
import { inMemoryRequestLimits, metricsRegistry, parseBody } from '@steady/service-common';

const browserErrors = new Counter({
  name: 'steady_browser_errors_total',
  help: 'Errors browsers reported, by app (shell or remote), its build version and kind.',
  labelNames: ['app', 'version', 'kind'] as const,
  registers: [metricsRegistry],
});

/** Reports one address may send a minute: a page in a crash loop must not flood the logs. */
export const browserErrorReportsPerMinute = 20;

/**
 * `POST /api/browser-errors`: a browser's report of an uncaught error, a failed render or a remote that did
 * not load, counted by app, version and kind and logged (with the request's id) for whoever investigates.
 * 204, or 400 for a report of another shape, 429 past the limit. No account is involved: reports are
 * anonymous.
 */
export function registerBrowserErrors(app: Express): void {
  const limits = inMemoryRequestLimits();
  app.post(
    browserErrorsPath,
    limits.limit({
      name: 'browser-errors',
      limit: browserErrorReportsPerMinute,
      windowMs: 60_000,
      message: 'Too many error reports from this address. Please wait a minute.',
    }),
    express.json({ limit: '8kb' }),
    (request, response) => {
      const report = parseBody(browserErrorReportSchema, request);
      browserErrors.inc({ app: report.app, version: report.version, kind: report.kind });
      request.log.warn({ browserError: report }, 'A browser reported an error');
      response.status(204).end();
    },
  );
}
