import { spawnSync } from 'node:child_process';
import { findChromium } from '../../e2e/support/chromium';

const installCommand = 'apt-get update && apt-get install -y chromium';

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The end-to-end tests need Debian's Chromium. When it is missing, install it where this process may
 * (root with apt, as on CI's machines); otherwise say the one command that does it.
 */
export function ensureChromium(): string | null {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    console.error(
      `No Chromium found for the end-to-end tests. Install it: sudo ${installCommand.replace('&& ', '&& sudo ')}`,
    );
    console.error('(or set CHROMIUM_PATH to a Chromium binary).');
    return null;
  }
  console.log(`No Chromium found; installing Debian's chromium (${installCommand})…`);
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const step of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', step, { stdio: 'inherit', env: environment });
    if (result.status !== 0) {
      console.error(`apt-get ${step[0]} failed; install Chromium by hand: ${installCommand}`);
      return null;
    }
  }
  return findChromium();
}
