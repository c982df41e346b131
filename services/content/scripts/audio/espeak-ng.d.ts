/** The parts of the eSpeak NG Emscripten build that the fallback voice (espeak.ts) uses (the package ships no types). */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: string;
    audio_position: number;
  }

  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    synthesize(
      text: string,
      onAudio: (samples: Int16Array | undefined, events: EspeakEvent[]) => boolean,
    ): void;
  }

  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const initialise: () => Promise<ESpeakNGModule>;
  export default initialise;
}
