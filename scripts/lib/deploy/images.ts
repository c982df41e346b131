// The images the deploy test runs, built with the scripts an operator uses (ops/docker/*.sh). It
// remembers what it made so the cleanup removes exactly that. The base image is kept: rebuilding it means
// a debootstrap and a Node download, and every later build starts from it.
import path from 'node:path';
import { repositoryRoot } from '../builds';
import { docker, runVisible } from './docker';

export const baseImage = 'steady-base:node24';
export const mariadbImage = 'steady-mariadb:10.11';
export const redisImage = 'steady-redis:7';
export const appImageNames = ['steady-gateway', 'steady-auth', 'steady-content', 'steady-billing'];

const script = (name: string) => path.join(repositoryRoot, 'ops/docker', name);

async function exists(image: string): Promise<boolean> {
  return docker(['image', 'inspect', image]).then(
    () => true,
    () => false,
  );
}

const danglingImages = async () =>
  new Set((await docker(['images', '--quiet', '--filter', 'dangling=true'])).split('\n').filter(Boolean));

export interface BuiltImages {
  tag: string;
  /** Tagged images this run made, and the untagged build stages it left: what the cleanup removes. */
  made: string[];
  /** Bytes per image, as `docker image inspect` reports them. */
  sizes: Record<string, number>;
}

/** Builds what is missing — base, MariaDB and Redis — and Steady's four images for this commit. */
export async function buildImages(tag: string, log: (line: string) => void): Promise<BuiltImages> {
  const made: string[] = [];
  const danglingBefore = await danglingImages();
  const env = { ...process.env, BASE_IMAGE: baseImage, TAG: tag };
  if (!(await exists(baseImage))) {
    log(`Building ${baseImage} (kept afterwards: later runs start from it)…`);
    await runVisible(script('build-base-image.sh'), [baseImage], env);
  }
  if (!(await exists(mariadbImage)) || !(await exists(redisImage))) {
    const missing = [mariadbImage, redisImage];
    for (const image of missing) if (!(await exists(image))) made.push(image);
    log(`Building ${made.join(' and ')}…`);
    await runVisible(script('build-datastore-images.sh'), [], env);
  }
  const appImages = appImageNames.map((name) => `${name}:${tag}`);
  for (const image of appImages) if (!(await exists(image))) made.push(image);
  log('Building the gateway and service images…');
  await runVisible(script('build-images.sh'), [], env);
  const danglingAfter = await danglingImages();
  made.push(...[...danglingAfter].filter((id) => !danglingBefore.has(id)));
  const sizes: Record<string, number> = {};
  for (const image of [baseImage, mariadbImage, redisImage, ...appImages]) {
    sizes[image] = Number(await docker(['image', 'inspect', '--format', '{{.Size}}', image]));
  }
  return { tag, made, sizes };
}

/** Removes the images this run made (those a running container still uses are removed with it). */
export async function removeImages(images: readonly string[]): Promise<void> {
  for (const image of images) await docker(['rmi', '--force', image]).catch(() => undefined);
}
