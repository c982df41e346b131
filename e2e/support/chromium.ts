import { existsSync } from 'node:fs';

/** Flags for the machine's own Chromium: no sandbox as root, and no calls to Google's hosts. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return (
    candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null
  );
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found. Install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return { executablePath, args: chromiumFlags };
}
