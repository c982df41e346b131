import type { Page } from '@playwright/test';

/**
 * Listens to what the page sends to its speakers: every connection to an AudioContext's destination is
 * also routed through an analyser, so a test can tell real sound from a button that merely changed state.
 * A string, not a function: the benchmarks run under tsx, whose helpers (e.g. __name) do not exist in the page.
 */
const probeScript = `(() => {
  const analysers = [];
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (...args) {
    if (args[0] instanceof AudioDestinationNode) {
      const analyser = this.context.createAnalyser();
      // Its longest window (about 0.7 s): a short tone is still heard by a read that comes late, as reads do
      // on a busy machine.
      analyser.fftSize = 32768;
      connect.call(this, analyser);
      analysers.push(analyser);
    }
    return connect.apply(this, args);
  };
  window.steadyAudioProbe = {
    peak() {
      let peak = 0;
      for (const analyser of analysers) {
        const samples = new Float32Array(analyser.fftSize);
        analyser.getFloatTimeDomainData(samples);
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      }
      return peak;
    },
    contextTime() {
      return analysers.length > 0 ? analysers[0].context.currentTime : 0;
    },
  };
})()`;

export async function installAudioProbe(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript(probeScript);
}

export function audioPeak(page: Pick<Page, 'evaluate'>): Promise<number> {
  return page.evaluate<number>('window.steadyAudioProbe ? window.steadyAudioProbe.peak() : 0');
}

export function audioContextTime(page: Pick<Page, 'evaluate'>): Promise<number> {
  return page.evaluate<number>('window.steadyAudioProbe ? window.steadyAudioProbe.contextTime() : 0');
}
