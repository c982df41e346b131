// `npm run build`: production builds of the shell and every remote (only what changed; --force for all),
// then the gateway and the services as plain JavaScript for `node` (each `<folder>/dist`).
import { buildStaleApps } from './lib/builds';
import { buildServers } from './lib/server-builds';

async function main() {
  const started = Date.now();
  const built = await buildStaleApps({ force: process.argv.includes('--force') });
  const servers = await buildServers();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    built.length ? `Built ${built.join(', ')} in ${seconds} s` : 'All front-end builds are up to date.',
  );
  console.log(
    `Built ${servers.join(', ')} for node (dist/main.js); run with a production install, see docs/operations.md.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
