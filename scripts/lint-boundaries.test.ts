import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { LintedSnippet, Snippet } from './lib/lint-snippets';

const boundaryRule = 'no-restricted-imports';
const cycleRule = 'import-x/no-cycle';

/** One import per case, at a path where such a file could live: the architecture's import rules at work. */
const forbidden = {
  'a remote importing another remote by a relative path': {
    filePath: 'mf-tests/src/features/adhd-test/components/ResultActions.tsx',
    code: "import { AuthForm } from '../../../../../mf-account/src/features/auth/components/AuthForm';",
    message: 'A remote never imports another remote or the shell',
  },
  'a remote importing another remote by its package name': {
    filePath: 'mf-techniques/src/features/pomodoro/components/PomodoroTool.tsx',
    code: "import { routes } from 'mf-recommendations/src/routes';",
    message: 'A remote never imports another remote or the shell',
  },
  'a remote importing the shell': {
    filePath: 'mf-account/src/features/profile/components/ProfilePage.tsx',
    code: "import { Header } from '../../../../../shell/src/features/layout/components/Header';",
    message: 'A remote never imports another remote or the shell',
  },
  'the shell importing a remote': {
    filePath: 'shell/src/features/layout/components/Header.tsx',
    code: "import { LoginPage } from '../../../../../mf-account/src/features/auth/components/LoginPage';",
    message: 'The shell loads remotes at run time',
  },
  'a service importing a browser package': {
    filePath: 'services/auth/src/progress/progress.ts',
    code: "import { progressChannel } from '@steady/user-state';",
    message: 'Server code never imports browser packages.',
  },
  'a service importing a subpath of a browser package': {
    filePath: 'services/content/src/catalogue/catalogue-routes.test.ts',
    code: "import { renderPage } from '@steady/ui/testing';",
    message: 'Server code never imports browser packages.',
  },
  'a service importing React': {
    filePath: 'services/common/src/mail/mail-texts.ts',
    code: "import { renderToString } from 'react-dom/server';",
    message: 'Server code never imports browser packages.',
  },
  'a service importing an app': {
    filePath: 'services/content/src/catalogue/load-catalogue.ts',
    code: "import { catalogue } from '../../../../mf-techniques/src/features/catalogue/catalogue';",
    message: 'Server code never imports browser apps.',
  },
  'a browser package importing an app': {
    filePath: 'packages/ui/src/components/Button.tsx',
    code: "import { Header } from '../../../../shell/src/features/layout/components/Header';",
    message: 'Packages never import apps or services.',
  },
  'a package shared with the services importing a browser package': {
    filePath: 'packages/domain/src/xp.ts',
    code: "import { useIntl } from 'react-intl';",
    message: 'Services import this package too: it never imports browser packages.',
  },
  "a deep import of a package's src": {
    filePath: 'services/auth/src/progress/progress.ts',
    code: "import { xpForLevel } from '@steady/domain/src/xp';",
    message: 'Import a package by its name or a subpath its "exports" names',
  },
  'an app reaching into a package by a relative path': {
    filePath: 'shell/src/features/layout/components/Footer.tsx',
    code: "import { theme } from '../../../../../packages/ui/src/theme/theme';",
    message: 'Import a package by its name, never by a relative path into packages/.',
  },
  "the language checks reading a package's catalogs by a relative path": {
    filePath: 'content-checks/text-sources.ts',
    code: "import { uiCatalogs } from '../packages/ui/src/i18n/ui-messages';",
    message: 'Import a package by its name, never by a relative path into packages/.',
  },
  'a benchmark reaching into a package by a relative path': {
    filePath: 'bench/src/stats-query.ts',
    code: "import { techniqueCatalogue } from '../../packages/domain/src/techniques';",
    message: 'Import a package by its name, never by a relative path into packages/.',
  },
  'a feature importing a file inside another feature': {
    filePath: 'mf-account/src/features/profile/components/ProfilePage.tsx',
    code: "import { RequireSignIn } from '../../session/components/RequireSignIn';",
    message: 'A feature imports another feature only through its index',
  },
  "a file at a feature's top importing a file inside another feature": {
    filePath: 'mf-recommendations/src/features/mood/prefetch-mood-page.ts',
    code: "import { orderTechniques } from '../techniques/model/order-techniques';",
    message: 'A feature imports another feature only through its index',
  },
  "a feature reaching another feature's file by way of src/features": {
    filePath: 'shell/src/features/layout/components/ShellLayout.tsx',
    code: "import { UpdatePrompt } from '../../../features/app-updates/components/UpdatePrompt';",
    message: 'A feature imports another feature only through its index',
  },
  'a service handler importing Express': {
    filePath: 'services/auth/src/journal/journal.ts',
    code: "import type { Request } from 'express';",
    message: "Express stays at a service's edge",
  },
  'a repository importing passport': {
    filePath: 'services/content/src/likes/technique-likes-repository.ts',
    code: "import passport from 'passport';",
    message: "Express stays at a service's edge",
  },
  'a service importing an app from a component folder': {
    filePath: 'services/billing/src/webhook/webhook.ts',
    code: "import { PremiumPage } from '../../../../mf-account/src/features/premium/components/PremiumPage';",
    message: 'Server code never imports browser apps.',
  },
  'an app building a zod schema of its own': {
    filePath: 'mf-account/src/features/session/hooks/google-return-intent.ts',
    code: "import * as z from 'zod/mini';",
    message: 'An app builds no zod schema of its own',
  },
} satisfies Record<string, Snippet & { message: string }>;

/** Imports the rules allow, at the same kinds of paths. */
const allowed = {
  'a remote importing packages by name and its own feature by a relative path': {
    filePath: 'mf-account/src/features/journal/components/JournalPage.tsx',
    code: [
      "import { Button } from '@steady/ui';",
      "import { renderPage } from '@steady/ui/testing';",
      "import { journalEntrySchema } from '@steady/contracts';",
      "import { useJournal } from '../hooks/use-journal';",
    ].join('\n'),
  },
  "an app naming zod's types": {
    filePath: 'mf-account/src/shared/forms/field-errors.ts',
    code: "import type * as z from 'zod/mini';",
  },
  'a feature importing another feature through its index': {
    filePath: 'mf-account/src/features/profile/components/ProfilePage.tsx',
    code: "import { RequireSignIn, SignOutEverywhere } from '../../session';",
  },
  "a feature importing its own files and the app's shared folder by relative paths": {
    filePath: 'mf-recommendations/src/features/mood/components/MoodContentView.tsx',
    code: [
      "import { useMoodContent } from '../hooks/useMoodContent';",
      "import { MoodHeader } from './MoodHeader';",
      "import { loadMoodPage } from '../load-mood-page';",
      "import { LoadError } from '../../../shared/components/LoadError';",
    ].join('\n'),
  },
  'the routes module importing a page by its own path': {
    filePath: 'mf-recommendations/src/routes.tsx',
    code: "import { HomePage } from './features/home/components/HomePage';",
  },
  'a service importing the shared packages and service-common': {
    filePath: 'services/auth/src/progress/progress.ts',
    code: [
      "import { levelFor } from '@steady/domain';",
      "import { userSchema } from '@steady/contracts';",
      "import { startStubBilling } from '@steady/service-common/testing';",
    ].join('\n'),
  },
  "a component's routes and the service's http/ importing Express": {
    filePath: 'services/auth/src/journal/journal-routes.ts',
    code: "import type { Express, RequestHandler } from 'express';",
  },
  "the service's app wiring importing Express": {
    filePath: 'services/content/src/http/app.ts',
    code: "import express from 'express';",
  },
  'the gateway reading the theme boot script for its Content-Security-Policy': {
    filePath: 'gateway/src/content-security-policy.ts',
    code: "import { pageBootScriptHash } from '@steady/ui/theme-document';",
  },
} satisfies Record<string, Snippet>;

/**
 * Imports that close a loop with a file on disk: the snippet stands in for a file that the named module
 * (or a module it imports) already imports.
 */
const cycles = {
  'a module importing one that imports it back': {
    filePath: 'packages/api-client/src/session-ended-notice.ts',
    code: "import { apiRequest } from './client';",
  },
  'a loop through a package index': {
    filePath: 'packages/bus/src/storage.ts',
    code: "import { authChannel } from '@steady/bus';",
  },
} satisfies Record<string, Snippet>;

/** The imports that once closed loops, now each one way only. */
const acyclic = {
  'the api client and the sign-out calls': {
    filePath: 'packages/api-client/src/session-end.ts',
    code: "import { apiRequest } from './client';",
  },
  "the auth service's accounts and sessions": {
    filePath: 'services/auth/src/accounts/accounts.ts',
    code: "import { startSession } from '../sessions/sessions';",
  },
} satisfies Record<string, Snippet>;

/** Lints the snippets in a child process (see lint-snippets.ts for why). */
function lint(snippets: Snippet[]): LintedSnippet[] {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'lib/lint-snippets.ts')],
    { input: JSON.stringify(snippets), encoding: 'utf8' },
  );
  return JSON.parse(output) as LintedSnippet[];
}

describe('the import boundaries the linter enforces', () => {
  const cases = [
    ...Object.entries(forbidden),
    ...Object.entries(allowed),
    ...Object.entries(cycles),
    ...Object.entries(acyclic),
  ];
  const problemsOf = new Map<string, LintedSnippet['problems']>();

  beforeAll(() => {
    const results = lint(cases.map(([, { filePath, code }]) => ({ filePath, code: `${code}\n` })));
    cases.forEach(([name], index) => problemsOf.set(name, results[index]?.problems ?? []));
  }, 60_000);

  it.each(Object.entries(forbidden))('refuses %s', (name, { message }) => {
    const boundaryProblems = (problemsOf.get(name) ?? []).filter(({ ruleId }) => ruleId === boundaryRule);
    expect(boundaryProblems).toEqual([
      { ruleId: boundaryRule, message: expect.stringContaining(message) as string },
    ]);
  });

  it.each(Object.keys(allowed))('allows %s', (name) => {
    expect((problemsOf.get(name) ?? []).filter(({ ruleId }) => ruleId === boundaryRule)).toEqual([]);
  });

  it.each(Object.keys(cycles))('refuses an import cycle: %s', (name) => {
    expect((problemsOf.get(name) ?? []).filter(({ ruleId }) => ruleId === cycleRule)).toEqual([
      { ruleId: cycleRule, message: expect.stringContaining('Dependency cycle') as string },
    ]);
  });

  it.each(Object.keys(acyclic))('finds no cycle between %s', (name) => {
    expect((problemsOf.get(name) ?? []).filter(({ ruleId }) => ruleId === cycleRule)).toEqual([]);
  });
});
