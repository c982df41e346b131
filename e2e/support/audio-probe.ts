import type { Page } from '@playwright/test';

declare global {
  interface Window {
    steadyAudioProbe?: { peak: () => number; contextTime: () => number };
  }
}

/**
 * Listens to what the page sends to its speakers: every connection to an AudioContext's destination is
 * also routed through an analyser, so a test can tell real sound from a button that merely changed state.
 */
export async function installAudioProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const analysers: AnalyserNode[] = [];
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      if (args[0] instanceof AudioDestinationNode) {
        const analyser = this.context.createAnalyser();
        analyser.fftSize = 2048;
        connect.call(this, analyser);
        analysers.push(analyser);
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
    window.steadyAudioProbe = {
      peak: () => {
        let peak = 0;
        for (const analyser of analysers) {
          const samples = new Float32Array(analyser.fftSize);
          analyser.getFloatTimeDomainData(samples);
          for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
        }
        return peak;
      },
      contextTime: () => analysers[0]?.context.currentTime ?? 0,
    };
  });
}

export function audioPeak(page: Page): Promise<number> {
  return page.evaluate(() => window.steadyAudioProbe?.peak() ?? 0);
}

export function audioContextTime(page: Page): Promise<number> {
  return page.evaluate(() => window.steadyAudioProbe?.contextTime() ?? 0);
}
