// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';

/** The four federated remotes; the names are their Module Federation container names. */
export const remoteNames = ['mf_recommendations', 'mf_techniques', 'mf_tests', 'mf_account'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * Which remote owns which route. The shell routes by this table and each remote exposes a page for
 * every path it owns, so the two can never disagree.
 */
export const remoteRoutePaths = {
  mf_recommendations: ['/', '/recommendations/:mood', '/liked', '/shopping-list'],
  mf_techniques: ['/techniques', '/techniques/:appName', '/audio'],
  mf_tests: ['/adhd-test', '/adhd-test/result/:resultId', '/short-test'],
  mf_account: [
    '/login',
    '/register',
    '/auth/callback',
    '/profile',
    '/history',
    '/premium',
    '/journal',
    '/statistics',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteRoutePath<Name extends RemoteName> = (typeof remoteRoutePaths)[Name][number];

/** `/remotes.json`: where each remote's `mf-manifest.json` lives right now. */
export const remotesManifestSchema = z.record(remoteNameSchema, z.string().check(z.minLength(1)));
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/**
 * What the gateway writes into the shell's page (a JSON script element with this id) so the boot needs no
 * round trip for it: the remotes map, and the manifest of the remote the requested path belongs to
 * (keyed by its URL as the map gives it).
 */
export const bootDataElementId = 'steady-boot';
export const bootDataSchema = z.object({
  remotes: remotesManifestSchema,
  manifests: z.record(z.string(), z.unknown()),
});
export type BootData = z.infer<typeof bootDataSchema>;
