import type { Browser, Page } from 'playwright-core';
import { audioCatalogueSchema, type AudioTrack } from '@steady/contracts';
import { audioPeak, installAudioProbe } from '../../e2e/support/audio-probe';
import { recordWireBytes } from './wire-bytes';
import { keepSession, registerBenchAccount } from './bench-account';

interface AudioDelivery {
  /** Requests for audio code or files while the state page first loads (should be none). */
  audioRequestsOnFirstLoad: number;
  /** JavaScript bytes on the wire (compressed as sent) fetched when the user taps Listen. */
  playerCodeBytes: number;
  /** The track's bytes on the wire. */
  trackBytes: number;
  /** Tap on Listen → sound at the speakers, first time (code, file, decoding) and again (cached). */
  firstPlayToSoundMs: number;
  /** Tap on Listen → the last byte of the track: what a player that waits for the whole file waits for at least. */
  listenToWholeTrackMs: number;
  repeatPlayToSoundMs: number;
  tracks: readonly AudioTrack[];
}

/** A phone on mobile data as the goal states it: 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
export const mobileNetwork = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

async function millisecondsUntilSound(page: Page, start: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await start();
  while ((await audioPeak(page)) < 0.001) {
    if (Date.now() - started > 20_000) throw new Error('no sound within 20 s');
    await page.waitForTimeout(10);
  }
  return Date.now() - started;
}

const isTrackFile = (url: string) => url.includes('/api/audio/files/');

async function waitFor(page: Page, done: () => boolean, failure: string): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > 30_000) throw new Error(failure);
    await page.waitForTimeout(50);
  }
}

const isAudioRequest = (url: string) => /CalmingAudio|features_audio|\/api\/audio\//.test(url);

/** The player's format: Chromium's own (Opus), or MP3 as a browser without Opus gets it. */
export type AudioFormat = 'opus' | 'mp3';

/**
 * What audio costs a user: nothing on first load, then the player's code and one track when they listen.
 * With `network`, the page's requests go at that speed (Chromium's throttling); service workers are
 * blocked either way, because the throttling does not reach a worker's own fetches. For `mp3`, the page's
 * media elements answer that they play no Opus, so the player takes the MP3.
 */
export async function measureAudioDelivery(
  browser: Browser,
  baseUrl: string,
  format: AudioFormat,
  network?: typeof mobileNetwork,
): Promise<AudioDelivery> {
  const token = await registerBenchAccount(baseUrl);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await keepSession(context, token);
  const page = await context.newPage();
  await installAudioProbe(page);
  if (format === 'mp3') {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.canPlayType = () => '';
    });
  }
  if (network) {
    const session = await context.newCDPSession(page);
    await session.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  const wire = await recordWireBytes(page);
  await page.goto(`${baseUrl}/recommendations/anxiety`, { waitUntil: 'networkidle' });
  const firstLoad = wire.requests();

  const listen = page.getByRole('button', { name: 'Listen' });
  const listenedAt = wire.elapsedMs();
  const firstPlayToSoundMs = await millisecondsUntilSound(page, () => listen.click());
  // The sound starts on the file's opening; the rest still arrives (seconds on a slow line).
  const trackArrived = () =>
    wire
      .requests()
      .slice(firstLoad.length)
      .some((request) => isTrackFile(request.url));
  await waitFor(page, trackArrived, 'the track did not arrive within 30 s');
  await page.waitForLoadState('networkidle');
  const afterListen = wire.requests().slice(firstLoad.length);
  const trackFinishedAt = Math.max(
    ...afterListen.filter((request) => isTrackFile(request.url)).map((request) => request.finishedAt),
  );
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
      .filter((request) => isTrackFile(request.url))
      .reduce((total, request) => total + request.bytes, 0),
    firstPlayToSoundMs,
    listenToWholeTrackMs: trackFinishedAt - listenedAt,
    repeatPlayToSoundMs,
    tracks: catalogue.tracks,
  };
}
