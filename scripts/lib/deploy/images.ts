// The images the deploy test runs, built with the scripts an operator uses (ops/docker/*.sh). It
// remembers what it made so the cleanup removes exactly that. The base image is kept: rebuilding it means
// a debootstrap and a Node download, and every later build starts from it.
import path from 'node:path';
import { repositoryRoot } from '../builds';
import { docker, runVisible } from './docker';

const baseImage = 'steady-base:node24';
export const mariadbImage = 'steady-mariadb:10.11';
export const redisImage = 'steady-redis:7';
const appImageNames = ['steady-gateway', 'steady-auth', 'steady-content', 'steady-billing'];

const script = (name: string) => path.join(repositoryRoot, 'ops/docker', name);

async function exists(image: string): Promise<boolean> {
  return docker(['image', 'inspect', image]).then(
    () => true,
    () => false,
  );
}

const danglingImages = async () =>
  new Set((await docker(['images', '--quiet', '--filter', 'dangling=true'])).split('\n').filter(Boolean));

interface BuiltImages {
  tag: string;
  /** Bytes per image, as `docker image inspect` reports them. */
  sizes: Record<string, number>;
}

/**
 * Builds what is missing — base, MariaDB and Redis — and Steady's four images for this commit, adding to
 * `made` the tagged images it makes and the untagged build stages it leaves (what the cleanup removes),
 * also when a build fails. On a fresh
 * machine the work overlaps where it can: the files the four images take (bundles, production installs,
 * better-sqlite3 compiled for Node 24) are staged while the base image builds, and MariaDB's and Redis's
 * images build beside Steady's; one mostly computes while the other mostly downloads.
 */
export async function buildImages(
  tag: string,
  log: (line: string) => void,
  made: string[],
): Promise<BuiltImages> {
  const danglingBefore = await danglingImages();
  const env = { ...process.env, BASE_IMAGE: baseImage, TAG: tag };
  const appImages = appImageNames.map((name) => `${name}:${tag}`);
  for (const image of [mariadbImage, redisImage, ...appImages]) if (!(await exists(image))) made.push(image);
  const missingDatastores = made.filter((image) => image === mariadbImage || image === redisImage);
  const base = (async () => {
    if (await exists(baseImage)) return;
    log(`Building ${baseImage} (kept afterwards: later runs start from it)…`);
    await runVisible(script('build-base-image.sh'), [baseImage], env);
  })();
  log('Staging the bundles, production installs and native module for the images…');
  const staged = runVisible(script('build-images.sh'), ['stage'], env);
  const datastores = base.then(async () => {
    if (missingDatastores.length === 0) return;
    log(`Building ${missingDatastores.join(' and ')}…`);
    await runVisible(script('build-datastore-images.sh'), [], env);
  });
  const apps = Promise.all([base, staged]).then(async () => {
    log('Building the gateway and service images…');
    await runVisible(script('build-images.sh'), ['images'], env);
  });
  // Every build runs to its end before a failure is reported, so none is left running behind the cleanup.
  const outcomes = await Promise.allSettled([base, staged, datastores, apps]);
  const danglingAfter = await danglingImages();
  made.push(...[...danglingAfter].filter((id) => !danglingBefore.has(id)));
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  const sizes: Record<string, number> = {};
  for (const image of [baseImage, mariadbImage, redisImage, ...appImages]) {
    sizes[image] = Number(await docker(['image', 'inspect', '--format', '{{.Size}}', image]));
  }
  return { tag, sizes };
}

/** Removes the images this run made (those a running container still uses are removed with it). */
export async function removeImages(images: readonly string[]): Promise<void> {
  for (const image of images) await docker(['rmi', '--force', image]).catch(() => undefined);
}
