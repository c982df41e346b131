// `npm run build`: production builds of the shell and every remote (only what changed; --force for all).
import { buildStaleApps } from './lib/builds.mjs';

const started = Date.now();
const built = await buildStaleApps({ force: process.argv.includes('--force') });
console.log(built.length ? `Built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'All builds are up to date.');
