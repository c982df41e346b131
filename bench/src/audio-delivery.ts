import type { Browser, Page } from 'playwright-core';
import { audioCatalogueSchema, type AudioTrack } from '@steady/contracts';
import { audioPeak, installAudioProbe } from '../../e2e/support/audio-probe';
import { recordWireBytes } from './wire-bytes';
import { registerBenchAccount } from './bench-account';

export interface AudioDelivery {
  /** Requests for audio code or files while the state page first loads (should be none). */
  audioRequestsOnFirstLoad: number;
  /** JavaScript bytes on the wire (compressed as sent) fetched when the user taps Listen. */
  playerCodeBytes: number;
  /** The track's bytes on the wire. */
  trackBytes: number;
  /** Tap on Listen → sound at the speakers, first time (code, file, decoding) and again (cached). */
  firstPlayToSoundMs: number;
  repeatPlayToSoundMs: number;
  tracks: readonly AudioTrack[];
}

async function millisecondsUntilSound(page: Page, start: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await start();
  while ((await audioPeak(page)) < 0.001) {
    if (Date.now() - started > 20_000) throw new Error('no sound within 20 s');
    await page.waitForTimeout(10);
  }
  return Date.now() - started;
}

const isAudioRequest = (url: string) => /CalmingAudio|features_audio|\/api\/audio\//.test(url);

/** What audio costs a user: nothing on first load, then the player's code and one track when they listen. */
export async function measureAudioDelivery(browser: Browser, baseUrl: string): Promise<AudioDelivery> {
  const token = await registerBenchAccount(baseUrl);
  const context = await browser.newContext();
  await context.addInitScript(
    (stored) => window.localStorage.setItem('token', JSON.stringify(stored)),
    token,
  );
  const page = await context.newPage();
  await installAudioProbe(page);
  const wire = await recordWireBytes(page);
  await page.goto(`${baseUrl}/recommendations/anxiety`, { waitUntil: 'networkidle' });
  const firstLoad = wire.requests();

  const listen = page.getByRole('button', { name: 'Listen' });
  const firstPlayToSoundMs = await millisecondsUntilSound(page, () => listen.click());
  await page.waitForLoadState('networkidle');
  const afterListen = wire.requests().slice(firstLoad.length);
  if (process.env.BENCH_VERBOSE)
    afterListen.forEach((request) => console.log(`  ${request.bytes}\t${request.url}`));
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.waitForTimeout(1_500);
  const repeatPlayToSoundMs = await millisecondsUntilSound(page, () =>
    page.getByRole('button', { name: 'Play', exact: true }).click(),
  );

  const catalogue = audioCatalogueSchema.parse(
    await (await fetch(`${baseUrl}/api/audio/catalogue?lang=en`)).json(),
  );
  await context.close();
  return {
    audioRequestsOnFirstLoad: firstLoad.filter((request) => isAudioRequest(request.url)).length,
    playerCodeBytes: afterListen
      .filter((request) => request.url.endsWith('.js'))
      .reduce((total, request) => total + request.bytes, 0),
    trackBytes: afterListen
      .filter((request) => request.url.includes('/api/audio/files/'))
      .reduce((total, request) => total + request.bytes, 0),
    firstPlayToSoundMs,
    repeatPlayToSoundMs,
    tracks: catalogue.tracks,
  };
}
