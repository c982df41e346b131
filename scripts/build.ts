// `npm run build`: production builds of the shell and every remote (only what changed; --force for all).
import { buildStaleApps } from './lib/builds';

async function main() {
  const started = Date.now();
  const built = await buildStaleApps({ force: process.argv.includes('--force') });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(built.length ? `Built ${built.join(', ')} in ${seconds} s` : 'All builds are up to date.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
