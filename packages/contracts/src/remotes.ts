// zod/mini: these schemas ship to the browser, where classic zod would add ~85 KB gzip.
import * as z from 'zod/mini';
import { remotes } from '@steady/app-registry';

/** The federated remotes (the app registry's), by their Module Federation container names. */
export const remoteNames = remotes.map((remote) => remote.name);
const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * A route a remote owns, as React Router writes it (`/adhd-test/result/:resultId`). Each remote declares
 * its own in its build's mf-manifest.json (`metaData.routes`), so it adds a page without a shell rebuild.
 */
export const remoteRouteSchema = z.string().check(z.regex(/^\/[\w\-/:]*$/));

/**
 * The shell's own pages. The gateway answers every other path that no remote declares with the not-found
 * page and a 404, as the shell's router shows it.
 */
export const shellPagePaths = { terms: '/terms', privacy: '/privacy', support: '/support' } as const;

/** Where each remote's `mf-manifest.json` lives right now (the gateway's configuration). */
export type RemotesManifest = Record<RemoteName, string>;

/**
 * Which build of an app is running (the commit it was built from): in each remote's manifest
 * (`metaData.buildInfo.buildVersion`) and in each page (`<meta name="steady-build">`), for error reports.
 */
export const buildVersionSchema = z.string().check(z.regex(/^[\w.+-]{1,64}$/));

/**
 * `/remotes.json`: for each remote, its manifest's URL, the routes its current build declares and that
 * build's version; the shell builds its router from these.
 */
export const remotesMapSchema = z.record(
  remoteNameSchema,
  z.object({
    manifest: z.string().check(z.minLength(1)),
    routes: z.array(remoteRouteSchema),
    version: z.optional(buildVersionSchema),
  }),
);
export type RemotesMap = z.infer<typeof remotesMapSchema>;

/**
 * What the gateway writes into the shell's page (a JSON script element with this id) so the boot needs no
 * round trip for it: the remotes map with every remote's routes, and the manifest of the remote the requested path belongs to
 * (keyed by its URL as the map gives it).
 */
export const bootDataElementId = 'steady-boot';
export const bootDataSchema = z.object({
  remotes: remotesMapSchema,
  manifests: z.record(z.string(), z.unknown()),
});
export type BootData = z.infer<typeof bootDataSchema>;
