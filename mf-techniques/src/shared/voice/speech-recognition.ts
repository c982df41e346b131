/**
 * The part of the Web Speech API's recognition that Steady uses, including the on-device options newer
 * Chromium offers (`processLocally`, `available`, `install`), which older browsers and the DOM types lack.
 */
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<ArrayLike<{ readonly transcript: string }> & { readonly isFinal: boolean }>;
}

/** What `available()` answers: on this device now, after a download, or not on this device. */
type OnDeviceAvailability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

interface RecognitionOptions {
  readonly langs: readonly string[];
  readonly processLocally: boolean;
}

export interface RecognitionConstructor {
  new (): Recognition;
  available?: (options: RecognitionOptions) => Promise<OnDeviceAvailability>;
  install?: (options: RecognitionOptions) => Promise<boolean>;
}

/** The browser's speech recognition, or null where it offers none (then the screens show no voice button). */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const speechWindow = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return speechWindow['SpeechRecognition'] ?? speechWindow['webkitSpeechRecognition'] ?? null;
}
