import { act, renderHook, waitFor } from '@testing-library/react';
import type { Recognition, RecognitionConstructor, RecognitionResultEvent } from './speech-recognition';
import { useVoiceInput } from './use-voice-input';

/** A recognition the test drives: it records how it was set up and says what the test makes it hear. */
class FakeRecognition implements Recognition {
  static made: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { readonly error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.made.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(transcript: string, isFinal = true) {
    this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal })] });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const lastRecognition = () => FakeRecognition.made.at(-1) as FakeRecognition;

function installRecognition(extra: Partial<Pick<RecognitionConstructor, 'available' | 'install'>> = {}) {
  const Constructor = class extends FakeRecognition {};
  Object.assign(Constructor, extra);
  Object.assign(window, { SpeechRecognition: Constructor });
}

afterEach(() => {
  FakeRecognition.made = [];
  Reflect.deleteProperty(window, 'SpeechRecognition');
  window.localStorage.clear();
});

describe('voice input', () => {
  it('is off until the user turns it on; then it listens in the app’s language and hands over what it heard', async () => {
    installRecognition();
    const heard: string[] = [];
    const { result } = renderHook(() => useVoiceInput('ru', (text) => heard.push(text)));
    await waitFor(() => expect(result.current.place).toBe('cloud'));
    expect(result.current.enabled).toBe(false);
    expect(FakeRecognition.made).toHaveLength(0);

    act(() => result.current.turn(true));
    expect(result.current.enabled).toBe(true);
    expect(result.current.listening).toBe(true);
    expect(window.localStorage.getItem('steady:voice-input')).toBe('on');
    expect(lastRecognition()).toMatchObject({
      lang: 'ru-RU',
      started: true,
      continuous: false,
      interimResults: false,
    });
    expect(lastRecognition().processLocally).toBeUndefined();

    act(() => lastRecognition().hear('  позвонить врачу ', false));
    act(() => lastRecognition().hear('  позвонить врачу '));
    act(() => lastRecognition().stop());
    expect(heard).toEqual(['позвонить врачу']);
    expect(result.current.listening).toBe(false);
  });

  it('stays on for the next visit on this device until turned off', () => {
    installRecognition();
    window.localStorage.setItem('steady:voice-input', 'on');
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    expect(result.current.enabled).toBe(true);
    act(() => result.current.turn(false));
    expect(window.localStorage.getItem('steady:voice-input')).toBeNull();
  });

  it('recognises on the device where the browser can, and says so', async () => {
    const available = jest.fn(async () => 'available' as const);
    installRecognition({ available });
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    await waitFor(() => expect(result.current.place).toBe('local'));
    expect(available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    act(() => result.current.turn(true));
    expect(lastRecognition().processLocally).toBe(true);
  });

  it('offers the download where on-device recognition needs one, and uses it once installed', async () => {
    const install = jest.fn(async () => true);
    installRecognition({ available: async () => 'downloadable', install });
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    await waitFor(() => expect(result.current.place).toBe('downloadable'));
    await act(() => result.current.installOnDevice());
    expect(install).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    expect(result.current.place).toBe('local');
  });

  it('says calmly when a download fails, and keeps the browser’s service as what would be used', async () => {
    installRecognition({ available: async () => 'downloadable', install: async () => false });
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    await waitFor(() => expect(result.current.place).toBe('downloadable'));
    await act(() => result.current.installOnDevice());
    expect(result.current.download).toBe('failed');
  });

  it.each([
    ['not-allowed', 'permission'],
    ['service-not-allowed', 'permission'],
    ['no-speech', 'noSpeech'],
    ['network', 'network'],
    ['audio-capture', 'microphone'],
    ['language-not-supported', 'language'],
    ['bad-grammar', 'other'],
  ])('names the error “%s” as %s, for a calm message', async (code, expected) => {
    installRecognition();
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    act(() => result.current.turn(true));
    act(() => lastRecognition().fail(code));
    expect(result.current.error).toBe(expected);
    expect(result.current.listening).toBe(false);
    act(() => result.current.start());
    expect(result.current.error).toBeNull();
  });

  it('shows no error when listening was stopped on purpose', () => {
    installRecognition();
    const { result } = renderHook(() => useVoiceInput('en', () => {}));
    act(() => result.current.turn(true));
    act(() => lastRecognition().fail('aborted'));
    expect(result.current.error).toBeNull();
  });
});
